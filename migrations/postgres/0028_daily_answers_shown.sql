-- The daily post counts its answers ("1 of 3 solved"), not only its solvers:
-- the count its message shows is of answers, behind the puzzle's `attempts`
-- while an edit is owed (every answer, right or not, is one more).
ALTER TABLE daily_puzzles RENAME COLUMN solved_shown TO answers_shown;

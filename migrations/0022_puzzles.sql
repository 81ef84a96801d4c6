-- Puzzles (issue 48): positions of a server's finished games where one way to
-- play the dice is clearly best (src/core/puzzles), and the set the bot ships,
-- copied into a server's rows the first time it has no puzzle left to give.
-- Each puzzle and each person has a Weng-Lin puzzle rating, moved by a
-- person's first answer to a puzzle only.

-- `position` and `answer` are src/core/puzzles/code.rs's lines: the position
-- to solve, and the one its answer leads to. `game_id` and `turn`: where it
-- comes from (none for the shipped set).
CREATE TABLE puzzles (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id  INTEGER NOT NULL,
    game_id   INTEGER,
    turn      INTEGER,
    position  TEXT    NOT NULL,
    answer    TEXT    NOT NULL,
    margin    REAL    NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    attempts  INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    solved    INTEGER NOT NULL DEFAULT 0 CHECK (solved >= 0),
    UNIQUE (guild_id, position)
);

-- Each person's puzzle rating on a server.
CREATE TABLE puzzle_players (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    attempts   INTEGER NOT NULL CHECK (attempts >= 0),
    solved     INTEGER NOT NULL CHECK (solved >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

-- The one answer of a person to a puzzle that counts: its key lets a second
-- (or a simultaneous) answer in only as shown, never rated.
CREATE TABLE puzzle_attempts (
    puzzle_id INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    solved    BOOLEAN NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (puzzle_id, user_id)
) WITHOUT ROWID;

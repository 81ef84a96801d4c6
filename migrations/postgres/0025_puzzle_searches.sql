-- Whether a game's puzzles were searched (as ../0025_puzzle_searches.sql).
ALTER TABLE game_analyses ADD COLUMN puzzles_searched BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX game_analyses_unsearched ON game_analyses (game_id) WHERE NOT puzzles_searched;

-- Whether a game's puzzles were searched since its analysis was worked out.
-- The search after an analysis is best effort (it waits for a free place on the
-- heavy lane, and a restart cuts it short): an analysis stored since is owed a
-- search until one stores what it found, and the sweep finds those owed by the
-- index. Analyses stored before are taken as searched: no backlog at upgrade.
ALTER TABLE game_analyses ADD COLUMN puzzles_searched BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX game_analyses_unsearched ON game_analyses (game_id) WHERE NOT puzzles_searched;

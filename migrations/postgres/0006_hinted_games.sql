-- Practice games in which the one person asked for a hint (as ../0006_hinted_games.sql).
ALTER TABLE games ADD COLUMN hinted BOOLEAN NOT NULL DEFAULT FALSE;

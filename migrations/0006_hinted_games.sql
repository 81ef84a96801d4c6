-- Practice games in which the one person asked for a hint (the hard computer
-- player's move). Set once, never cleared: such a game is marked in the games
-- list and its result never counts for a best finish. The record format
-- (`hypnosia-record/1`) has no place for it, so it lives here only.
ALTER TABLE games ADD COLUMN hinted BOOLEAN NOT NULL DEFAULT FALSE;

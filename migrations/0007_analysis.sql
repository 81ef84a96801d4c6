-- Who is winning, and why (issue 26).

-- Whether turn messages show each player's chance to win (`/hypnosia settings
-- chances`); shown until a server turns it off.
ALTER TABLE guild_settings ADD COLUMN live_chances INTEGER NOT NULL DEFAULT 1
    CHECK (live_chances IN (0, 1));

-- The analysis of a finished game, worked out once on the first request (a
-- finished record never changes): the JSON of `analysis::GameAnalysis`.
CREATE TABLE game_analyses (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    analysis TEXT NOT NULL
);

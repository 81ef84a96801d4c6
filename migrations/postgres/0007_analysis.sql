-- Who is winning, and why (issue 26; as ../0007_analysis.sql).

ALTER TABLE guild_settings ADD COLUMN live_chances BOOLEAN NOT NULL DEFAULT TRUE;

CREATE TABLE game_analyses (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    analysis TEXT NOT NULL
);

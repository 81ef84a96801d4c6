-- A per-member cap on running games (hosted or seated), beside the server's cap
-- on open tables: chosen with `/hypnosia settings member-limit` (1 to 1 000; 5
-- until changed), so that one member cannot hold the server's whole cap.
ALTER TABLE guild_settings ADD COLUMN max_member_games INTEGER NOT NULL DEFAULT 5
    CHECK (max_member_games BETWEEN 1 AND 1000);

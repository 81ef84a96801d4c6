-- A per-member cap on running games (as ../0012_lobby_member_cap.sql).
ALTER TABLE guild_settings ADD COLUMN max_member_games BIGINT NOT NULL DEFAULT 5
    CHECK (max_member_games BETWEEN 1 AND 1000);

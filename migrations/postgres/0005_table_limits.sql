-- Limits that keep one server or one person from taking more than their share
-- (as ../0005_table_limits.sql).

ALTER TABLE guild_settings ADD COLUMN max_open_tables BIGINT NOT NULL DEFAULT 20
    CHECK (max_open_tables BETWEEN 1 AND 10000);

CREATE INDEX games_open_by_guild ON games (guild_id, host_id, status)
    WHERE status IN ('lobby', 'running');

-- Every game ends (as ../0018_idle_end.sql).
ALTER TABLE games ADD COLUMN last_move_at BIGINT;
UPDATE games SET last_move_at = COALESCE(started_at, created_at) WHERE status = 'running';
ALTER TABLE games ADD COLUMN computers_turn BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX games_idle ON games (last_move_at)
    WHERE status = 'running' AND turn_timeout_secs = 4294967295;

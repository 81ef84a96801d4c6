-- A tournament's public standings message and what it owes (as ../0030_public_standings.sql).
ALTER TABLE tournaments ADD COLUMN standings_version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN standings_shown BIGINT NOT NULL DEFAULT 0;

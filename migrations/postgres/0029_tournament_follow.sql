-- Tournaments people can follow (as ../0027_tournament_follow.sql).
ALTER TABLE tournaments ADD COLUMN checkin_called_at BIGINT;
ALTER TABLE tournaments ADD COLUMN standings_message_id BIGINT;

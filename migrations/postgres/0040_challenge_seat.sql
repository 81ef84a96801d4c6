-- A challenge keeps its seat (as ../0040_challenge_seat.sql).
ALTER TABLE games ADD COLUMN kept_for BIGINT;

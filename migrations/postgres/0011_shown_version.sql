-- What the players have been shown (as ../0011_shown_version.sql).
ALTER TABLE games ADD COLUMN shown_version BIGINT;
UPDATE games SET shown_version = version WHERE status IN ('running', 'finished', 'cancelled');
CREATE INDEX games_owed_to_screen ON games (id)
    WHERE status IN ('running', 'finished', 'cancelled') AND COALESCE(shown_version, -1) <> version;

-- The game's own line in the channel: the lobby message it started from, which
-- stays as the table's one message there (the log of a game played in the
-- channel, the start and end line of a game played in its thread). NULL for
-- games started before this migration, and for lobbies.
ALTER TABLE games ADD COLUMN log_message_id INTEGER;

-- The game's own line in the channel (as ../0015_channel_log_message.sql).
ALTER TABLE games ADD COLUMN log_message_id BIGINT;

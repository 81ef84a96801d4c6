-- Turn DMs in the person's own language: the locale of their Discord client
-- when they last ran `/hypnosia notify` (a DM has no interaction to read it
-- from). NULL for older rows: the server's language, as before.
ALTER TABLE notify_settings ADD COLUMN locale TEXT;

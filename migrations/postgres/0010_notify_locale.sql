-- Turn DMs in the person's own language (as ../0010_notify_locale.sql).
ALTER TABLE notify_settings ADD COLUMN locale TEXT;

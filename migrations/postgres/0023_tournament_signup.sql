-- A tournament's sign-up message (issue 47; as ../0023_tournament_signup.sql).
ALTER TABLE tournaments ADD COLUMN signup_message_id BIGINT;
ALTER TABLE tournaments ADD COLUMN signup_version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN signup_shown BIGINT NOT NULL DEFAULT 0;
-- A check-in window before the start (`checkin_secs` long, none: no check-in):
-- whoever has not checked in (`checked_in_at`) when it starts is not seated.
ALTER TABLE tournaments ADD COLUMN checkin_secs BIGINT;
ALTER TABLE tournament_entrants ADD COLUMN checked_in_at BIGINT;

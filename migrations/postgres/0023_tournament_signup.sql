-- A tournament's sign-up message (issue 47; as ../0023_tournament_signup.sql).
ALTER TABLE tournaments ADD COLUMN signup_message_id BIGINT;
ALTER TABLE tournaments ADD COLUMN signup_version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN signup_shown BIGINT NOT NULL DEFAULT 0;

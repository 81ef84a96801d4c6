-- A tournament's sign-up message (issue 47), kept by the outbox as a game's
-- turn is: every change people must see on it (a join, a leave, the start,
-- the end) adds one to `signup_version` in the same transaction, and the
-- screen, once the message shows it, sets `signup_shown`; the sweep edits
-- again whatever a crash left behind.
ALTER TABLE tournaments ADD COLUMN signup_message_id INTEGER;
ALTER TABLE tournaments ADD COLUMN signup_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN signup_shown INTEGER NOT NULL DEFAULT 0;
-- A check-in window before the start (`checkin_secs` long, none: no check-in):
-- whoever has not checked in (`checked_in_at`) when it starts is not seated.
ALTER TABLE tournaments ADD COLUMN checkin_secs INTEGER;
ALTER TABLE tournament_entrants ADD COLUMN checked_in_at INTEGER;

-- Tournaments people can follow (issue 58): `checkin_called_at` claims the one
-- call of a check-in when its window opens (the sign-up message edited, the
-- entrants pinged once); `standings_message_id` is the one public standings
-- message of a tournament, edited in place whenever someone shares them.
ALTER TABLE tournaments ADD COLUMN checkin_called_at INTEGER;
ALTER TABLE tournaments ADD COLUMN standings_message_id INTEGER;

-- A tournament's one public standings message (`standings_message_id`, from
-- 0029) and what it owes, counted as the sign-up message's is: each Share,
-- and once it is posted each round's end, adds one to `standings_version`;
-- `standings_shown` is the count it shows. Behind, the sweep shows it again.
ALTER TABLE tournaments ADD COLUMN standings_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN standings_shown INTEGER NOT NULL DEFAULT 0;

-- Whose a lease is and when it was taken (issue 71): `leased_by` names the
-- process (a number it draws at its start), `leased_at` is when (milliseconds
-- since the epoch). A restarted process takes back at once the leases taken
-- before it started on its own servers' posts (its dead predecessor's), instead
-- of waiting a whole lease; a process gives back only a lease of its own.
ALTER TABLE posts ADD COLUMN leased_by INTEGER;
ALTER TABLE posts ADD COLUMN leased_at INTEGER;
ALTER TABLE daily_puzzles ADD COLUMN leased_at INTEGER;

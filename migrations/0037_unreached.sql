-- A table reached only through people's clicks (reach 'interacting': a DM,
-- a group DM, a server that never added the bot) owes nothing until its next
-- click: no sweep lists it. The sweep's own indexes say so in their
-- conditions, which the queries repeat word for word (`sql/games.rs`).
--
-- What the screen owes, for the tables the bot itself shows.
DROP INDEX games_owed_to_screen;
CREATE INDEX games_owed_to_screen ON games (id)
    WHERE status IN ('running', 'finished', 'cancelled') AND COALESCE(shown_version, -1) <> version
    AND reach = 'always';
-- The running games something waits on: a turn limit or a computer's move
-- (`NO_TURN_LIMIT` is the column's largest value); a table reached through
-- clicks only while its turn has a deadline (an unseen turn has none).
CREATE INDEX games_waiting ON games (id)
    WHERE status = 'running' AND (turn_timeout_secs <> 4294967295 OR computers_turn)
    AND (reach = 'always' OR turn_deadline IS NOT NULL OR computers_turn);
-- The tables reached through clicks whose turn nobody has seen (no deadline
-- runs) and nobody clicked since its last change: ended once left for a day
-- (a game of turns shorter than an hour) or a week (a slow game, turns of an
-- hour or more), each read through an index that holds only them.
CREATE INDEX games_unclicked_quick ON games (last_move_at)
    WHERE status = 'running' AND reach = 'interacting' AND turn_deadline IS NULL
    AND NOT computers_turn AND turn_timeout_secs < 3600;
CREATE INDEX games_unclicked_slow ON games (last_move_at)
    WHERE status = 'running' AND reach = 'interacting' AND turn_deadline IS NULL
    AND NOT computers_turn AND turn_timeout_secs >= 3600;
-- The lobbies due to close, read without the games (SQLite's planner
-- cannot use `games_open`, whose condition names two statuses, for one).
CREATE INDEX games_lobby_expiry ON games (expires_at) WHERE status = 'lobby';
-- A table ended that way says so at its board's next click (its end is
-- marked shown: nobody could see it).
ALTER TABLE games ADD COLUMN ended_unclicked BOOLEAN NOT NULL DEFAULT FALSE;
-- The processes holding leases, each renewing its row every second while it
-- lives (reliability-4 L3): a restart takes back only the leases of a holder
-- gone silent, never a live process's (two processes on one range of shards
-- for a moment, or a direct venue's claim that the servers' formula puts on
-- another process's shard). `seen_at`: milliseconds since the epoch.
CREATE TABLE lease_holders (
    id      INTEGER PRIMARY KEY,
    seen_at INTEGER NOT NULL
);
-- Whose a daily post's lease is, as an owed post's (`posts.leased_by`).
ALTER TABLE daily_puzzles ADD COLUMN leased_by INTEGER;

-- Every game ends. A game with no turn limit (a practice game) has no
-- deadline to time anyone out, so it ends after a while without a move: the
-- time of its last move is kept with every commit, and the sweep calls off
-- (unrated) what has been idle too long.
ALTER TABLE games ADD COLUMN last_move_at INTEGER;
UPDATE games SET last_move_at = COALESCE(started_at, created_at) WHERE status = 'running';
-- Whether a computer is to move in a running game, kept with every commit,
-- so that the sweep reloads only the games something waits on (a turn limit
-- or a computer's move), never a game waiting on a person with no limit.
-- TRUE for the games before this migration: each is looked at once more.
ALTER TABLE games ADD COLUMN computers_turn BOOLEAN NOT NULL DEFAULT TRUE;
-- The sweep's idle end reads only the games with no turn limit
-- (`NO_TURN_LIMIT`, the column's largest value), never the history.
CREATE INDEX games_idle ON games (last_move_at)
    WHERE status = 'running' AND turn_timeout_secs = 4294967295;

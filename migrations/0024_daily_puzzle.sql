-- The daily puzzle (issue 48): a server that chose a channel for it
-- (`/hypnosia settings puzzle`) gets one puzzle a day posted there.

-- The channel of each server that wants it (no row: off).
CREATE TABLE daily_puzzle_channels (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
);

-- Each server's day, claimed once (its key) with the puzzle chosen for it,
-- before anything is posted: the row is the post's outbox. `posted`: the post
-- was made (its `message_id`) or refused for good (none); `leased_until`: a
-- process is posting or editing it until then (a process that died lets
-- another take over after it); `solved_shown`: the count of solvers the
-- message shows, behind the puzzle's `solved` while an edit is owed.
CREATE TABLE daily_puzzles (
    guild_id     INTEGER NOT NULL,
    day          INTEGER NOT NULL,
    puzzle_id    INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    channel_id   INTEGER NOT NULL,
    claimed_at   INTEGER NOT NULL,
    posted       BOOLEAN NOT NULL DEFAULT FALSE,
    message_id   INTEGER,
    solved_shown INTEGER NOT NULL DEFAULT 0,
    leased_until INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, day)
) WITHOUT ROWID;

-- The puzzles posted already (never chosen again while others wait), and
-- the last days, which the sweep reads.
CREATE INDEX daily_puzzles_puzzle ON daily_puzzles (puzzle_id);
CREATE INDEX daily_puzzles_day ON daily_puzzles (day);

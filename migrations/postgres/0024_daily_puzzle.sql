-- The daily puzzle (issue 48; as ../0025_daily_puzzle.sql).
CREATE TABLE daily_puzzle_channels (
    guild_id   BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL
);

CREATE TABLE daily_puzzles (
    guild_id     BIGINT  NOT NULL,
    day          BIGINT  NOT NULL,
    puzzle_id    BIGINT  NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    channel_id   BIGINT  NOT NULL,
    claimed_at   BIGINT  NOT NULL,
    posted       BOOLEAN NOT NULL DEFAULT FALSE,
    message_id   BIGINT,
    solved_shown BIGINT  NOT NULL DEFAULT 0,
    leased_until BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, day)
);

CREATE INDEX daily_puzzles_puzzle ON daily_puzzles (puzzle_id);
CREATE INDEX daily_puzzles_day ON daily_puzzles (day);

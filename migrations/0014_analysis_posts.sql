-- One public analysis per game (issue 37): the claim of its post, taken in the
-- store by the first request of any process, and the message it became. A
-- claim with no message that is older than the bot's time limit is taken over
-- (the process that took it stopped before posting).
CREATE TABLE analysis_posts (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    claimed_at INTEGER NOT NULL,
    channel_id INTEGER,
    message_id INTEGER
);

-- The private answers shared in public (the Share button under `/hypnosia stats`
-- and `/hypnosia games`, issue 45): claimed in the store before the post, so that
-- a click after a restart, or on another process, does not post the answer again.
-- Rows older than a day are dropped when a new one is claimed.
CREATE TABLE shared_answers (
    message_id INTEGER PRIMARY KEY,
    claimed_at INTEGER NOT NULL
);
CREATE INDEX shared_answers_by_age ON shared_answers (claimed_at);

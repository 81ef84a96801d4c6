-- "The latest game here" (`/hypnosia export`, `replay` and `analysis` without a
-- number) reads one row at the top of an index per place where a game is
-- played, the channel and the thread, never the channel's whole history.
CREATE INDEX games_past_in_channel ON games (channel_id, finished_at, id)
    WHERE history_seq IS NOT NULL;
CREATE INDEX games_past_in_thread ON games (thread_id, finished_at, id)
    WHERE history_seq IS NOT NULL AND thread_id IS NOT NULL;

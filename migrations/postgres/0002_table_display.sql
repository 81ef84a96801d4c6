-- What the Discord layer needs to carry a table across a restart (as ../0002_table_display.sql).

ALTER TABLE games ADD COLUMN max_seats BIGINT NOT NULL DEFAULT 6
    CHECK (max_seats BETWEEN 2 AND 6);

ALTER TABLE games ADD COLUMN message_from BIGINT NOT NULL DEFAULT 0
    CHECK (message_from >= 0);

CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_thread ON games (thread_id, status) WHERE thread_id IS NOT NULL;

-- What the Discord layer needs to carry a table across a restart.

-- The most seats a lobby offers (2 to 6), chosen with `/hypnosia new seats:`.
ALTER TABLE games ADD COLUMN max_seats INTEGER NOT NULL DEFAULT 6
    CHECK (max_seats BETWEEN 2 AND 6);

-- The first record entry that the game's live message covers: when the turn
-- passes on, that message shrinks to a summary of the entries from here.
ALTER TABLE games ADD COLUMN message_from INTEGER NOT NULL DEFAULT 0
    CHECK (message_from >= 0);

-- `/hypnosia new` and `/hypnosia board` look for the table of a channel (or thread).
CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_thread ON games (thread_id, status) WHERE thread_id IS NOT NULL;

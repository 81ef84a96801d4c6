-- Tournaments (issue 47): a Swiss or a knock-out of tables of 2 to 6, run by
-- the engine. The standings are worked out from the tables' results (the
-- `results` rows of their games), never stored twice.

-- A tournament of one server, announced in one channel. `rounds` is the
-- Swiss's number of rounds (none for a knock-out); `seed`, when set, drew
-- round 1 at random (none: seeded by rating). `state`: 'signup' (people join
-- and leave), 'running' (rounds are seated as the last table of the round
-- before finishes), 'finished' or 'cancelled'.
CREATE TABLE tournaments (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    host_id           INTEGER NOT NULL,
    name              TEXT    NOT NULL,
    format            TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout')),
    rounds            INTEGER,
    table_size        INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 6),
    turn_timeout_secs INTEGER NOT NULL,
    starts_at         INTEGER,
    max_players       INTEGER NOT NULL,
    seed              INTEGER,
    state             TEXT    NOT NULL
                      CHECK (state IN ('signup', 'running', 'finished', 'cancelled')),
    created_at        INTEGER NOT NULL,
    started_at        INTEGER,
    finished_at       INTEGER,
    -- The podium's post, claimed (whoever sets `podium_claimed_at` posts it,
    -- once across processes and restarts; a claim left unposted for long is
    -- taken over) and then posted.
    podium_claimed_at INTEGER,
    podium_message_id INTEGER
);

-- A server's open tournaments (its cap), and those the sweep starts or advances.
CREATE INDEX tournaments_open ON tournaments (guild_id, state)
    WHERE state IN ('signup', 'running');

-- Finished tournaments whose podium is still to be posted (for the sweep).
CREATE INDEX tournaments_podium_owed ON tournaments (id)
    WHERE state = 'finished' AND podium_message_id IS NULL;

-- Who signed up; `left_at` once they left (they are not seated again).
-- `rating` is what they brought when round 1 was seeded.
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    rating        INTEGER,
    joined_at     INTEGER NOT NULL,
    left_at       INTEGER,
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

-- A seated round: the row is the claim. It is inserted in the same transaction
-- as its tables' games, so a round is seated once, whichever process or
-- restart seats it (the second insert meets the key and seats nothing).
CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    is_final      BOOLEAN NOT NULL,
    seated_at     INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round)
) WITHOUT ROWID;

-- One table of a round: an ordinary game, and who sits at which color in turn
-- order (`seating`: 'red=u123 blue=c1', a person by user id, a computer filling
-- a seat by its number), the first moving first.
CREATE TABLE tournament_tables (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    seating       TEXT    NOT NULL,
    FOREIGN KEY (tournament_id, round)
        REFERENCES tournament_rounds (tournament_id, round) ON DELETE CASCADE,
    UNIQUE (tournament_id, round, table_no)
);

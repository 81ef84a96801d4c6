-- Hypnosia storage, version 1.
-- Discord snowflakes (guild, channel, message, user ids) are stored as INTEGER: a u64
-- cast to i64 and back, which is lossless. Times are unix seconds (UTC).

-- A table at which Hypnosia is played: first a lobby (status 'lobby'), then, once
-- the host starts it, a game under the same id.
CREATE TABLE games (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id             INTEGER NOT NULL,
    channel_id           INTEGER NOT NULL,
    -- The message that shows the lobby or the board (NULL until it is posted).
    message_id           INTEGER,
    -- The thread the game is played in, when the server plays games in threads.
    thread_id            INTEGER,
    host_id              INTEGER NOT NULL,
    status               TEXT    NOT NULL
        CHECK (status IN ('lobby', 'running', 'finished', 'cancelled', 'expired')),
    -- Options chosen in the lobby.
    stacks_cross_bridges INTEGER NOT NULL DEFAULT 1 CHECK (stacks_cross_bridges IN (0, 1)),
    turn_timeout_secs    INTEGER NOT NULL CHECK (turn_timeout_secs > 0),
    in_thread            INTEGER NOT NULL DEFAULT 0 CHECK (in_thread IN (0, 1)),
    created_at           INTEGER NOT NULL,
    -- When an unstarted lobby lapses.
    expires_at           INTEGER,
    started_at           INTEGER,
    finished_at          INTEGER,
    -- The game record (hypnosia-record/1, compact JSON) and the dice generator
    -- state (96 hex digits, never exported); both NULL while a lobby.
    record               TEXT,
    dice_state           TEXT,
    -- Grows with every change of the game (Game::version); writes name the
    -- version they expect, so two writers cannot both advance a game.
    version              INTEGER NOT NULL DEFAULT 0,
    -- When the player to move times out (NULL when no clock runs).
    turn_deadline        INTEGER,
    -- Consecutive time-outs per color, a JSON array of 6 counts in sector order;
    -- kept here so that a move commits with one UPDATE.
    timeouts             TEXT    NOT NULL DEFAULT '[0,0,0,0,0,0]',
    end_reason           TEXT,
    -- A started game always has its record and dice (a lobby may be cancelled unstarted).
    CHECK (status IN ('lobby', 'expired', 'cancelled') OR (record IS NOT NULL AND dice_state IS NOT NULL))
);

-- Start-up loads every open lobby and running game.
CREATE INDEX games_open ON games (status) WHERE status IN ('lobby', 'running');
CREATE INDEX games_guild ON games (guild_id, status);

-- Who sits at a color: a human (user_id) or a computer player (ai_level).
CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    color    TEXT    NOT NULL
        CHECK (color IN ('red', 'yellow', 'green', 'cyan', 'blue', 'magenta')),
    user_id  INTEGER,
    ai_level TEXT CHECK (ai_level IN ('easy', 'medium', 'hard')),
    -- Display text only.
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, color),
    CHECK ((user_id IS NULL) <> (ai_level IS NULL))
) WITHOUT ROWID;

-- A person takes at most one seat at a table.
CREATE UNIQUE INDEX seats_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

-- One row per seat of every game that ended (cancelled games included, for the
-- history; only games that were not cancelled count in stats).
CREATE TABLE results (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    color         TEXT    NOT NULL,
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER,
    ai_level      TEXT,
    rank          INTEGER NOT NULL CHECK (rank BETWEEN 1 AND 6),
    score         INTEGER NOT NULL,
    center_pawns  INTEGER NOT NULL,
    captures      INTEGER NOT NULL,
    losses        INTEGER NOT NULL,
    -- 1 when the player resigned or was removed.
    left_game     INTEGER NOT NULL CHECK (left_game IN (0, 1)),
    -- The human's rating (mu - 3 sigma) before and after, when the game was rated.
    rating_before REAL,
    rating_after  REAL,
    PRIMARY KEY (game_id, color)
) WITHOUT ROWID;

CREATE INDEX results_player ON results (guild_id, user_id) WHERE user_id IS NOT NULL;

-- A human's standing on one server. Never shared across servers.
CREATE TABLE players (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    -- Games that changed the rating (two or more humans, not cancelled).
    rated_games  INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    points       INTEGER NOT NULL DEFAULT 0,
    center_pawns INTEGER NOT NULL DEFAULT 0,
    captures     INTEGER NOT NULL DEFAULT 0,
    best_rank    INTEGER,
    -- Weng-Lin skill (mu) and uncertainty (sigma); rating = mu - 3 sigma, the
    -- conservative estimate that the leaderboard ranks by.
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    rating       REAL    NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

-- Leaderboard pages walk these indexes in order: no sort, no scan of other servers.
-- Each also holds the column its filter reads, so that counting players and
-- skipping to a deep page read the index alone, never the table.
CREATE INDEX players_by_rating ON players (guild_id, rating DESC, user_id, rated_games)
    WHERE rated_games > 0;
CREATE INDEX players_by_wins ON players (guild_id, wins DESC, user_id, games) WHERE games > 0;
CREATE INDEX players_by_points ON players (guild_id, points DESC, user_id, games) WHERE games > 0;

-- Every rating change, for a player's rating history.
CREATE TABLE rating_history (
    id       INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    rating   REAL    NOT NULL,
    at       INTEGER NOT NULL
);

CREATE INDEX rating_history_player ON rating_history (guild_id, user_id, id);

-- Per-server settings; a server without a row uses the defaults.
CREATE TABLE guild_settings (
    guild_id          INTEGER PRIMARY KEY,
    turn_timeout_secs INTEGER NOT NULL CHECK (turn_timeout_secs > 0),
    games_in_threads  INTEGER NOT NULL CHECK (games_in_threads IN (0, 1))
);

-- Channels games may be started in; none listed means every channel.
CREATE TABLE allowed_channels (
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
) WITHOUT ROWID;

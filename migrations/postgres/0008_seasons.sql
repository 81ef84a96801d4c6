-- Seasons, slow games and turn notifications (issue 27; as ../0008_seasons.sql).

-- A server's seasons (`/hypnosia settings season`): 'none' (one all-time race),
-- 'monthly' or 'quarterly' (UTC), and the channel where a season's end is
-- announced (none: not announced).
CREATE TABLE guild_seasons (
    guild_id         BIGINT PRIMARY KEY,
    cadence          TEXT    NOT NULL CHECK (cadence IN ('none', 'monthly', 'quarterly')),
    announce_channel BIGINT,
    -- When the cadence was last set: the season it was set in is the first one
    -- whose end is announced.
    updated_at       BIGINT  NOT NULL
);

-- A human's standing in one season of one server (season: '2026-11', '2026-Q4').
-- The first game of a season seeds mu and sigma from the all-time rating before
-- it, sigma widened (see `table::season_start_skill`); `players` is never touched
-- by a season.
CREATE TABLE season_players (
    guild_id     BIGINT  NOT NULL,
    season       TEXT    NOT NULL,
    user_id      BIGINT  NOT NULL,
    name         TEXT    NOT NULL,
    games        BIGINT  NOT NULL,
    rated_games  BIGINT  NOT NULL,
    wins         BIGINT  NOT NULL,
    points       BIGINT  NOT NULL,
    center_pawns BIGINT  NOT NULL,
    captures     BIGINT  NOT NULL,
    best_rank    BIGINT,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    updated_at   BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);

CREATE INDEX season_players_by_rating ON season_players
    (guild_id, season, rating DESC, user_id, rated_games) WHERE rated_games > 0;
CREATE INDEX season_players_by_wins ON season_players
    (guild_id, season, wins DESC, user_id, games) WHERE games > 0;
CREATE INDEX season_players_by_points ON season_players
    (guild_id, season, points DESC, user_id, games) WHERE games > 0;

-- The announcement of a season's end: the row is the claim (whoever inserts it
-- posts, once, across processes and restarts); message_id is set once posted.
CREATE TABLE season_announcements (
    guild_id   BIGINT  NOT NULL,
    season     TEXT    NOT NULL,
    channel_id BIGINT  NOT NULL,
    claimed_at BIGINT  NOT NULL,
    message_id BIGINT,
    PRIMARY KEY (guild_id, season)
);

-- Slow games: the deadline the player to move was last reminded of. A reminder
-- is due while it differs from `turn_deadline` (each turn has its own deadline),
-- so a restart never reminds twice nor forgets one.
ALTER TABLE games ADD COLUMN reminded_deadline BIGINT;

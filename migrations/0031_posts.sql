-- One outbox for everything posted once that is not a game's turn (issue 59):
-- a tournament's podium, a shared answer, a game's public analysis… Each post
-- is a row keyed by its kind and key, written in the same transaction as what
-- makes it owed. `version`: what the post is to show (a post owed again, an
-- edit, has a higher one); `shown`: the version the players have (NULL: not
-- yet); `owed`: `shown` is behind `version`. `leased_until`: a process is
-- posting it until then (one that died lets another take over after it);
-- `first_leased`: when it was first handed to a screen (a post handed again
-- longer than the platform remembers its nonce looks for itself first);
-- `channel_id`, `message_id`: the message it became (none: refused for good,
-- or posted where no message is kept).
CREATE TABLE posts (
    kind         TEXT    NOT NULL,
    key          TEXT    NOT NULL,
    guild_id     INTEGER NOT NULL,
    version      INTEGER NOT NULL DEFAULT 0,
    shown        INTEGER,
    owed         BOOLEAN NOT NULL DEFAULT TRUE,
    leased_until INTEGER NOT NULL DEFAULT 0,
    first_leased INTEGER,
    channel_id   INTEGER,
    message_id   INTEGER,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (kind, key)
) WITHOUT ROWID;

-- The owed posts, which the sweep reads.
CREATE INDEX posts_owed ON posts (leased_until) WHERE owed;
-- The oldest shares, forgotten after a day.
CREATE INDEX posts_by_age ON posts (kind, created_at);

-- What the claims of the old tables hold moves here, so that an upgrade posts
-- nothing twice and loses nothing: podiums still owed, podiums posted, shares
-- claimed, analyses posted, the running turns reminded, the seasons' ends
-- claimed and not posted yet.
INSERT INTO posts (kind, key, guild_id, version, shown, owed, channel_id, message_id, created_at)
SELECT 'podium', CAST(id AS TEXT), guild_id, 0,
       CASE WHEN podium_message_id IS NULL THEN NULL ELSE 0 END,
       podium_message_id IS NULL, channel_id,
       CASE WHEN podium_message_id = 0 THEN NULL ELSE podium_message_id END,
       COALESCE(finished_at, created_at)
FROM tournaments WHERE state = 'finished';

INSERT INTO posts (kind, key, guild_id, version, shown, owed, created_at)
SELECT 'share', CAST(message_id AS TEXT), 0, 0, 0, FALSE, claimed_at FROM shared_answers;

INSERT INTO posts (kind, key, guild_id, version, shown, owed, channel_id, message_id, created_at)
SELECT 'analysis', CAST(a.game_id AS TEXT), g.guild_id, 0, 0, FALSE, a.channel_id, a.message_id,
       a.claimed_at
FROM analysis_posts a JOIN games g ON g.id = a.game_id WHERE a.message_id IS NOT NULL;

INSERT INTO posts (kind, key, guild_id, version, shown, owed, created_at)
SELECT 'reminder', CAST(id AS TEXT) || ':' || CAST(reminded_deadline AS TEXT), guild_id, 0, 0, FALSE,
       reminded_deadline
FROM games WHERE status = 'running' AND reminded_deadline IS NOT NULL
  AND reminded_deadline = turn_deadline;

INSERT INTO posts (kind, key, guild_id, version, owed, created_at)
SELECT 'season_end', CAST(guild_id AS TEXT) || ':' || season, guild_id, claimed_at, TRUE, claimed_at
FROM season_announcements WHERE message_id IS NULL;

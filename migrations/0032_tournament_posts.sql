-- A tournament's sign-up message and its one public standings message join
-- the outbox (`posts`, 0031) as the kinds `signup` and `standings`, keyed by
-- the tournament's id: `version` counts the changes each must show, `shown`
-- the one it shows, `message_id` the message edited in place. A sign-up's
-- changes are owed once its message is known; the standings' from the first
-- Share. What the old counters (`signup_version`/`signup_shown`, 0023, and
-- `standings_version`/`standings_shown`, 0030) held moves here, so that an
-- upgrade neither loses nor doubles a message; those columns stay, unused.
INSERT INTO posts (kind, key, guild_id, version, shown, owed, channel_id, message_id, created_at)
SELECT 'signup', CAST(id AS TEXT), guild_id, signup_version, signup_shown,
       signup_message_id IS NOT NULL AND signup_version > signup_shown,
       CASE WHEN signup_message_id IS NULL THEN NULL ELSE channel_id END, signup_message_id,
       created_at
FROM tournaments;

INSERT INTO posts (kind, key, guild_id, version, shown, owed, channel_id, message_id, created_at)
SELECT 'standings', CAST(id AS TEXT), guild_id, standings_version, standings_shown,
       standings_version > standings_shown,
       CASE WHEN standings_message_id IS NULL THEN NULL ELSE channel_id END,
       standings_message_id, created_at
FROM tournaments WHERE standings_version > 0 OR standings_message_id IS NOT NULL;

-- Where a table is played, apart from how it is shown (the engine keeps a
-- venue, a community and a reach; the messages stay the screen's columns).
-- `venue`: 'server' for a server's channel (and its thread), 'direct' for a
-- DM or group DM. `reach`: 'always' where the bot may post at any time,
-- 'interacting' where only interactions' answers can show the table (a
-- person's install of the app). `guild_id` keeps the community the table
-- counts for: the server's id, or a direct venue's own channel id (Discord's
-- ids are unique across kinds, so ratings and settings keep one key column).
-- Every table so far is a server's, shown at any time.
ALTER TABLE games ADD COLUMN venue TEXT NOT NULL DEFAULT 'server'
    CHECK (venue IN ('server', 'direct'));
ALTER TABLE games ADD COLUMN reach TEXT NOT NULL DEFAULT 'always'
    CHECK (reach IN ('always', 'interacting'));

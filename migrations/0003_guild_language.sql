-- The language of a server's public messages (lobbies, turns, results, lists).

-- Chosen with `/hypnosia settings language` (a language code such as `fr`);
-- NULL: the server's own language, below.
ALTER TABLE guild_settings ADD COLUMN language TEXT;

-- The server's own language as Discord last sent it with an interaction
-- (`guild_locale`, e.g. `de`), so that messages the bot posts by itself (turn
-- deadlines, computer moves) after a restart are in it too.
ALTER TABLE guild_settings ADD COLUMN guild_locale TEXT;

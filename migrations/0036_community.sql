-- Where each of a person's ratings is (`/hypnosia stats`, issue 70): a
-- person's standings across every community they played in (servers and
-- direct venues), latest played first, read through an index rather than by
-- scanning every community's players.
CREATE INDEX players_by_user ON players (user_id, updated_at DESC, guild_id);

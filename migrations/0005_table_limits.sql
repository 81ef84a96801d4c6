-- Limits that keep one server or one person from taking more than their share.

-- The most open lobbies and running games a server may have at once, chosen with
-- `/hypnosia settings limit` (1 to 10 000; 20 until changed).
ALTER TABLE guild_settings ADD COLUMN max_open_tables INTEGER NOT NULL DEFAULT 20
    CHECK (max_open_tables BETWEEN 1 AND 10000);

-- Opening a lobby counts the server's open tables and looks for the host's open
-- lobby: both read this index alone, and only the server's open rows (a query
-- costs what it returns, not the server's past games).
CREATE INDEX games_open_by_guild ON games (guild_id, host_id, status)
    WHERE status IN ('lobby', 'running');

-- What the screen posted where only people's clicks reach a table (a DM, a
-- group DM, a server that never added the bot), kept with the table so that
-- a restart knows it (issue 77): per game, the last click that pays for its
-- shows ('click': the message it is on) and the turn's ping line ('line':
-- the line, whom it pings and for which turn), each with the interaction
-- token that reaches it and when that token dies (milliseconds since the
-- epoch). The screen's own rows, which the engine never reads; each goes
-- before its token dies, and with its game. Not copied by `migrate-db`: a
-- token outlives no move of the database.
CREATE TABLE click_tokens (
    game_id    INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('click', 'line')),
    token      TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    user_id    INTEGER,
    turn       INTEGER,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX click_tokens_expiry ON click_tokens (expires_at);

-- What the players have been shown: the version of the game whose turn (or,
-- once it ended, whose results) the screen last put in front of them. A commit
-- that changes a game leaves it behind the game's version, so what is owed to
-- the screen is committed with the game itself: a crash between a move and its
-- post leaves the turn owed, and the start-up sweep shows it. NULL: nothing
-- shown yet (a game just started).
ALTER TABLE games ADD COLUMN shown_version INTEGER;
-- Every game before this migration was shown as far as anyone can tell.
UPDATE games SET shown_version = version WHERE status IN ('running', 'finished', 'cancelled');
-- The sweep reads what is owed: as many rows as are owed, not the history.
CREATE INDEX games_owed_to_screen ON games (id)
    WHERE status IN ('running', 'finished', 'cancelled') AND COALESCE(shown_version, -1) <> version;

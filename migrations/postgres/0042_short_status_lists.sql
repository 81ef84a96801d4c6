-- SQLite runs a list of three constants or more after IN by building a table
-- of them at every run of the statement, and a partial index's condition is
-- run at every write of its rows: this index's made every commit of a move
-- build two (`benches/README.md`, issue 79). Two constants are compared in
-- place. The statuses are the five of `games.status`'s CHECK, so the
-- condition holds for exactly the same rows; the queries repeat it word for
-- word (`sql/games.rs`).
DROP INDEX games_owed_to_screen;
CREATE INDEX games_owed_to_screen ON games (id)
    WHERE status NOT IN ('lobby', 'expired') AND COALESCE(shown_version, -1) <> version
    AND reach = 'always';

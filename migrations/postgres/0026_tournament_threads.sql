-- Whether a tournament's tables may not get threads (as ../0026_tournament_threads.sql).
ALTER TABLE tournaments ADD COLUMN no_threads BOOLEAN NOT NULL DEFAULT FALSE;

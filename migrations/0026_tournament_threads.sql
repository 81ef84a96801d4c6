-- Whether a tournament's tables may not get threads: the bot lacked the thread
-- permissions where the tournament was opened (as a lobby learns it, from the
-- command's `app_permissions`), so its tables play in its channel and no
-- thread is asked of Discord (each refusal would count toward its limit of
-- invalid requests).
ALTER TABLE tournaments ADD COLUMN no_threads BOOLEAN NOT NULL DEFAULT FALSE;

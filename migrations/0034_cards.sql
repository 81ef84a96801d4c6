-- When a round's tables were all opened in their threads (issue 71): the
-- sign-up card is edited once then, to link each table to its thread. NULL:
-- not yet (or its tables play in the channel).
ALTER TABLE tournament_rounds ADD COLUMN opened_at INTEGER;

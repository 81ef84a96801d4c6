-- A knock-out round's byes: who went on without playing it, where the
-- tables would have left them alone with a computer ('123 456', user ids).
ALTER TABLE tournament_rounds ADD COLUMN byes TEXT NOT NULL DEFAULT '';

-- The sweep's scans of every server's tournaments: those signing up or
-- running (started, advanced or expired), and sign-up messages behind the
-- store (shown again); a finished tournament is in neither.
CREATE INDEX tournaments_sweep ON tournaments (id)
    WHERE state IN ('signup', 'running');
CREATE INDEX tournaments_signup_owed ON tournaments (id)
    WHERE signup_message_id IS NOT NULL AND signup_version > signup_shown;

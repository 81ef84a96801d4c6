-- A knock-out round's byes, and the sweep's indexes (as ../0027_knockout_byes.sql).
ALTER TABLE tournament_rounds ADD COLUMN byes TEXT NOT NULL DEFAULT '';

CREATE INDEX tournaments_sweep ON tournaments (id)
    WHERE state IN ('signup', 'running');
CREATE INDEX tournaments_signup_owed ON tournaments (id)
    WHERE signup_message_id IS NOT NULL AND signup_version > signup_shown;

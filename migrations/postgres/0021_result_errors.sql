-- Each person's errors in a finished game (as ../0021_result_errors.sql).
ALTER TABLE results ADD COLUMN decisions BIGINT CHECK (decisions >= 0);
ALTER TABLE results ADD COLUMN error_loss DOUBLE PRECISION CHECK (error_loss >= 0);

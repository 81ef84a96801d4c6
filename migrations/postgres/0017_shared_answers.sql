-- The private answers shared in public (issue 45; as ../0017_shared_answers.sql).

CREATE TABLE shared_answers (
    message_id BIGINT PRIMARY KEY,
    claimed_at BIGINT NOT NULL
);
CREATE INDEX shared_answers_by_age ON shared_answers (claimed_at);

-- One public analysis per game (issue 37; as ../0014_analysis_posts.sql).

CREATE TABLE analysis_posts (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    claimed_at BIGINT NOT NULL,
    channel_id BIGINT,
    message_id BIGINT
);

-- The history at the cost of a page: the same columns, fill and indexes as
-- ../0004_history_columns.sql (SQLite), where the comments explain them.

ALTER TABLE games ADD COLUMN turns BIGINT CHECK (turns >= 0);
ALTER TABLE games ADD COLUMN ranking TEXT;
ALTER TABLE games ADD COLUMN history_seq BIGINT CHECK (history_seq >= 1);
ALTER TABLE results ADD COLUMN player_seq BIGINT CHECK (player_seq >= 1);

UPDATE games SET
    turns = (SELECT COUNT(*) FROM jsonb_array_elements(games.record::jsonb -> 'turns') AS t
             WHERE t.value -> 'dice' IS NOT NULL),
    ranking = COALESCE((SELECT json_agg(json_build_object(
                   'color', r.color, 'user', r.user_id, 'ai', r.ai_level, 'name', s.name,
                   'rank', r.rank, 'score', r.score, 'center', r.center_pawns,
                   'captures', r.captures, 'losses', r.losses, 'left', r.left_game)
                   ORDER BY r.rank, r.left_game, r.color COLLATE "C")::text
               FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.color = r.color
               WHERE r.game_id = games.id), '[]')
WHERE status IN ('finished', 'cancelled') AND record IS NOT NULL;

UPDATE games SET history_seq = numbered.seq
FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY guild_id ORDER BY finished_at, id) AS seq
      FROM games WHERE status IN ('finished', 'cancelled') AND record IS NOT NULL) AS numbered
WHERE games.id = numbered.id;

UPDATE results SET player_seq = numbered.seq
FROM (SELECT r.game_id, r.color,
             ROW_NUMBER() OVER (PARTITION BY r.guild_id, r.user_id ORDER BY g.history_seq) AS seq
      FROM results AS r JOIN games AS g ON g.id = r.game_id
      WHERE r.user_id IS NOT NULL AND g.history_seq IS NOT NULL) AS numbered
WHERE results.game_id = numbered.game_id AND results.color = numbered.color;

CREATE UNIQUE INDEX games_history ON games (guild_id, history_seq) WHERE history_seq IS NOT NULL;
CREATE INDEX games_past_by_id ON games (guild_id, id) WHERE history_seq IS NOT NULL;
CREATE UNIQUE INDEX results_player_history ON results (guild_id, user_id, player_seq)
    WHERE player_seq IS NOT NULL;

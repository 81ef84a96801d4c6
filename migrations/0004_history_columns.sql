-- The history at the cost of a page: what `/hypnosia games` and the suggestions of an
-- option that takes a game show is written once, when the game ends, so that a list
-- reads a page of rows through an index, never the records of every past game.

-- Turns played (a player leaving is no turn); NULL until the game is over.
ALTER TABLE games ADD COLUMN turns INTEGER CHECK (turns >= 0);

-- Every seat's result in ranking order, as the lists show it: a JSON array of
-- {"color", "user", "ai", "name", "rank", "score", "center", "captures", "losses",
-- "left"} (the same rows as `results`, with the seat's name); NULL until over.
ALTER TABLE games ADD COLUMN ranking TEXT;

-- The game's place in its server's history: 1 for the first game that ended there,
-- then 2, 3, … in the order they ended, without gaps. Newest first is this number
-- descending, and page N of the history is a range of it. NULL while not over (and
-- for a lobby cancelled before its start, which is no history).
ALTER TABLE games ADD COLUMN history_seq INTEGER CHECK (history_seq >= 1);

-- For a human's row: the game's place among the past games of this person on this
-- server (1, 2, 3, … in the order they ended), for the history filtered by player.
ALTER TABLE results ADD COLUMN player_seq INTEGER CHECK (player_seq >= 1);

-- Existing past games, once, as `finish_game` writes them. Games that ended in the
-- same second take their places in the order of their numbers.
UPDATE games SET
    turns = (SELECT COUNT(*) FROM json_each(games.record, '$.turns') AS t
             WHERE json_type(t.value, '$.dice') IS NOT NULL),
    ranking = (SELECT json_group_array(json_object(
                   'color', r.color, 'user', r.user_id, 'ai', r.ai_level, 'name', s.name,
                   'rank', r.rank, 'score', r.score, 'center', r.center_pawns,
                   'captures', r.captures, 'losses', r.losses,
                   'left', json(CASE WHEN r.left_game THEN 'true' ELSE 'false' END))
                   ORDER BY r.rank, r.left_game, r.color)
               FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.color = r.color
               WHERE r.game_id = games.id)
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

-- A server's history newest first, and a page of it by number; its size is the
-- largest number. Unique: two games never share a place.
CREATE UNIQUE INDEX games_history ON games (guild_id, history_seq) WHERE history_seq IS NOT NULL;
-- Suggestions by number: a server's past games in a range of numbers.
CREATE INDEX games_past_by_id ON games (guild_id, id) WHERE history_seq IS NOT NULL;
-- The history of one person on a server, newest first, by page.
CREATE UNIQUE INDEX results_player_history ON results (guild_id, user_id, player_seq)
    WHERE player_seq IS NOT NULL;

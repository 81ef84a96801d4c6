-- Each person's errors in a finished game (issue 48), written when the game's
-- analysis judges them (NULL until then): the decisions judged and the chance
-- lost over them. `/hypnosia stats` averages them over the player's rated games.
ALTER TABLE results ADD COLUMN decisions INTEGER CHECK (decisions >= 0);
ALTER TABLE results ADD COLUMN error_loss REAL CHECK (error_loss >= 0);

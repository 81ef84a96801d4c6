-- A challenge keeps its seat: the member a "Challenge to Hypnosia" names,
-- while they have neither joined nor declined (NULL for every other lobby).
ALTER TABLE games ADD COLUMN kept_for INTEGER;

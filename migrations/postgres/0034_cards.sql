-- When a round's tables were all opened in their threads (as ../0034_cards.sql).
ALTER TABLE tournament_rounds ADD COLUMN opened_at BIGINT;

-- Trigram indexes make the lists' free-text search (ILIKE '%text%') use indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

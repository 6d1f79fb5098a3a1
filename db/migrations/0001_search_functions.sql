-- Search (issue 4): extensions and the immutable helpers the search columns and indexes are built on.
-- They come before 0002, whose generated columns call them. Both extensions are trusted (PostgreSQL
-- 13+): the database owner may create them without superuser rights. PGlite loads them from contrib.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index or a generated
-- column; naming the dictionary and schema makes the result fixed, which is what IMMUTABLE promises.
-- Qualified names keep it working under an empty search_path (pg_dump restores, autovacuum).
CREATE OR REPLACE FUNCTION public.vetrina_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The text search configuration (stemmer and stop words) of a shop language; unknown ones get no stemming.
CREATE OR REPLACE FUNCTION public.vetrina_search_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE lang
    WHEN 'it' THEN 'pg_catalog.italian'::regconfig
    WHEN 'en' THEN 'pg_catalog.english'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN 'de' THEN 'pg_catalog.german'::regconfig
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
    ELSE 'pg_catalog.simple'::regconfig END $$;

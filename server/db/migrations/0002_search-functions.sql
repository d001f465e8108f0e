-- Text normalisation for search, shared by the generated search columns (migration 0003) and the
-- queries, so both sides agree. unaccent() is only STABLE (it reads a dictionary chosen by
-- search_path), which an index or a generated column refuses; naming the dictionary makes the
-- result depend on the input alone, so the wrappers can be declared IMMUTABLE. Apostrophes are
-- dropped so that "пір’їна", "пір'їна" and "пірїна" are one word.
CREATE OR REPLACE FUNCTION public.tabir_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(public.unaccent('public.unaccent'::regdictionary, value), '''’ʼ`', ''));
--> statement-breakpoint
-- No Ukrainian configuration ships with PostgreSQL: 'simple' keeps whole words in both languages
-- (for prefixes and Ukrainian), 'english' adds stems ("bags" finds "bag"). One vector for every
-- translation lets a word of either language find the entity.
CREATE OR REPLACE FUNCTION public.tabir_search_vector(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, public.tabir_search_text(value))
    || to_tsvector('english'::regconfig, public.tabir_search_text(value));
--> statement-breakpoint
-- A name as a plain phrase of words ("Намет «Трамп 2»" -> "намет трамп 2"), for ranking exact and
-- starts-with matches.
CREATE OR REPLACE FUNCTION public.tabir_search_phrase(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(public.tabir_search_text(value), '[^[:alnum:]]+', ' ', 'g'));

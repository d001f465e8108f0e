-- Keeps search_words (the vocabulary typos are corrected against) filled from the names and
-- titles, whoever writes them. Shorter words are left out: only words of 5 letters or more are
-- corrected, and one typo away from those is at least 4 letters.
CREATE OR REPLACE FUNCTION public.tabir_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT lexeme FROM unnest(NEW.search_vector) WHERE char_length(lexeme) >= 4
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_words AFTER INSERT OR UPDATE OF name ON product_translations
  FOR EACH ROW EXECUTE FUNCTION public.tabir_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER category_translations_search_words AFTER INSERT OR UPDATE OF name ON category_translations
  FOR EACH ROW EXECUTE FUNCTION public.tabir_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER article_translations_search_words AFTER INSERT OR UPDATE OF title ON article_translations
  FOR EACH ROW EXECUTE FUNCTION public.tabir_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT lexeme
FROM (
  SELECT search_vector FROM product_translations
  UNION ALL SELECT search_vector FROM category_translations
  UNION ALL SELECT search_vector FROM article_translations
) AS names, unnest(names.search_vector)
WHERE char_length(lexeme) >= 4
ON CONFLICT DO NOTHING;

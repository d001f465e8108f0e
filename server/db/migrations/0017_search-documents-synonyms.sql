-- Search that understands how shoppers type: Ukrainian word forms (a light suffix stripper), the
-- shop's own synonyms, and one precomputed search document per product (names, then brand,
-- category, attributes and SKU, then description) kept by triggers, whoever writes the catalogue.

-- A light Ukrainian stemmer for one lower-case word (tabir_search_text): the longest inflection
-- ending goes (keeping 3 letters), then the vowel that comes and goes in the last syllable is
-- dropped or made the same ("мішок"/"мішки" → "мошк", "ніж"/"ножі" → "нож", "килимок"/"килимки"
-- → "килимк"). Stripping too much only shortens a prefix, which still matches; both the stored
-- documents and the typed words go through this one function, so they agree. Latin words and
-- numbers are left alone (the 'english' configuration stems English).
CREATE OR REPLACE FUNCTION public.tabir_search_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(
    CASE WHEN word ~ '^[а-щьюяєіїґ]{4,}$'
      THEN regexp_replace(word, '^(.{3,}?)(ями|ами|ові|еві|єві|ього|ьому|ого|ому|ими|іми|ях|ах|ям|ам|ом|ем|єм|ою|ею|єю|ий|ій|ої|их|іх|ів|їв|а|я|у|ю|о|е|є|и|і|ї|ь)$', '\1')
      ELSE word END,
    '^([а-щьюяєіїґ]{2,}[бвгґджзклмнпрстфхцчшщ])[ое]([кц])ь?$', '\1\2'),
    '^([а-щьюяєіїґ]*)і([бвгґджзклмнпрстфхцчшщ]+ь?)$', '\1о\2');
--> statement-breakpoint
-- The stems of every word of a text, as lexemes. Parsed again rather than built with
-- array_to_tsvector: a lexeme without a position carries no weight and would satisfy any
-- weight-restricted query (the name tier below).
CREATE OR REPLACE FUNCTION public.tabir_search_stems(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT to_tsvector('simple'::regconfig, coalesce(string_agg(DISTINCT public.tabir_search_stem(w.lexeme), ' '), ''))
    FROM unnest(to_tsvector('simple'::regconfig, public.tabir_search_text(value))) AS w
  $$;
--> statement-breakpoint
-- The stems of a phrase's words in order, joined by spaces: how a synonym's words are compared
-- with the typed ones.
CREATE OR REPLACE FUNCTION public.tabir_search_stem_phrase(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(public.tabir_search_stem(w.word), ' ' ORDER BY w.n), '')
    FROM regexp_split_to_table(public.tabir_search_phrase(value), ' ') WITH ORDINALITY AS w(word, n)
    WHERE w.word <> ''
  $$;
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"is_active" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"names" text NOT NULL,
	"head" tsvector NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_head_idx" ON "product_search" USING gin ("head");--> statement-breakpoint
-- Rebuilds the search rows of the given products from the catalogue. `names` holds every name as
-- a plain phrase between bars ("|намет трамп 2|tramp 2 tent|"), for the exact and starts-with
-- ranks; `head` the words of names (with their stems and the slug's transliteration) weighted A
-- and of SKU, category, brand and other attribute values weighted B; `document` adds the
-- description and features (C).
CREATE OR REPLACE FUNCTION public.tabir_refresh_product_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO public.product_search AS ps (product_id, is_active, popularity, names, head, document)
    SELECT p.id, p.is_active, p.popularity, '|' || coalesce(t.names, '') || '|', h.head, h.head || setweight(public.tabir_search_vector(coalesce(t.body, '')), 'C')
    FROM public.products p
    CROSS JOIN LATERAL (
      SELECT string_agg(public.tabir_search_phrase(pt.name), '|' ORDER BY pt.locale) AS names,
        string_agg(pt.name, ' ') AS name_text,
        string_agg(pt.description || ' ' || pt.features, ' ') AS body
      FROM public.product_translations pt WHERE pt.product_id = p.id
    ) t
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT string_agg(ct.name, ' ') FROM public.category_translations ct WHERE ct.category_id = p.category_id), '')
        || ' ' || coalesce((
          SELECT string_agg(avt.name, ' ')
          FROM public.product_attribute_values pav JOIN public.attribute_value_translations avt ON avt.value_id = pav.value_id
          WHERE pav.product_id = p.id), '') AS text
    ) f
    CROSS JOIN LATERAL (
      SELECT setweight(public.tabir_search_vector(coalesce(t.name_text, '')) || public.tabir_search_stems(coalesce(t.name_text, ''))
          || to_tsvector('simple'::regconfig, replace(p.slug, '-', ' ')), 'A')
        || setweight(to_tsvector('simple'::regconfig, regexp_replace(lower(p.sku), '[^[:alnum:]]+', ' ', 'g')) || public.tabir_search_vector(f.text) || public.tabir_search_stems(f.text), 'B') AS head
    ) h
    WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET is_active = excluded.is_active, popularity = excluded.popularity,
      names = excluded.names, head = excluded.head, document = excluded.document;
  $$;
--> statement-breakpoint
-- Statement-level triggers, so a bulk insert rebuilds its products once, in one statement.
-- A product's own row changes: its flags are copied; a new slug, SKU or category rebuilds its row.
-- (A new product gets its row with its names, from the trigger on product_translations.)
CREATE OR REPLACE FUNCTION public.tabir_product_search_of_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.product_search ps SET is_active = c.is_active, popularity = c.popularity
  FROM changed c WHERE ps.product_id = c.id AND (ps.is_active, ps.popularity) IS DISTINCT FROM (c.is_active, c.popularity);
  PERFORM public.tabir_refresh_product_search(ARRAY(
    SELECT c.id FROM changed c JOIN before b ON b.id = c.id
    WHERE (c.slug, c.sku, c.category_id) IS DISTINCT FROM (b.slug, b.sku, b.category_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_product_search_of_product_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.tabir_refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_product_search_of_categories() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.tabir_refresh_product_search(ARRAY(
    SELECT p.id FROM public.products p WHERE p.category_id IN (SELECT category_id FROM changed)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_product_search_of_values() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.tabir_refresh_product_search(ARRAY(
    SELECT DISTINCT pav.product_id FROM public.product_attribute_values pav WHERE pav.value_id IN (SELECT value_id FROM changed)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_products();
--> statement-breakpoint
CREATE TRIGGER product_search_translations_insert AFTER INSERT ON product_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_translations_update AFTER UPDATE ON product_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_translations_delete AFTER DELETE ON product_translations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_attribute_values_insert AFTER INSERT ON product_attribute_values REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_attribute_values_delete AFTER DELETE ON product_attribute_values REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_category_names_insert AFTER INSERT ON category_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_categories();
--> statement-breakpoint
CREATE TRIGGER product_search_category_names_update AFTER UPDATE ON category_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_categories();
--> statement-breakpoint
CREATE TRIGGER product_search_value_names_insert AFTER INSERT ON attribute_value_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_values();
--> statement-breakpoint
CREATE TRIGGER product_search_value_names_update AFTER UPDATE ON attribute_value_translations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_of_values();
--> statement-breakpoint
SELECT public.tabir_refresh_product_search(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Words the shop says mean the same to its shoppers, one direction a row: typing `term` also finds
-- `synonym`. Both are stored as plain phrases; the keys are their stems, compared with the typed
-- words' stems.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	"term_key" text GENERATED ALWAYS AS (public.tabir_search_stem_phrase(term)) STORED NOT NULL,
	"synonym_key" text GENERATED ALWAYS AS (public.tabir_search_stem_phrase(synonym)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_pair_unique" UNIQUE ("term", "synonym")
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_term_key_idx" ON "search_synonyms" USING btree ("term_key");
--> statement-breakpoint
INSERT INTO search_synonyms (term, synonym)
SELECT term, synonym FROM (VALUES
  ('бронік', 'бронежилет'), ('броник', 'бронежилет'), ('бронька', 'бронежилет'), ('броня', 'бронежилет'),
  ('плитник', 'плитоноска'), ('плитоноска', 'плитник'),
  ('ліхтарик', 'ліхтар'), ('фонарик', 'ліхтар'), ('фонарь', 'ліхтар'), ('налобник', 'налобний ліхтар'), ('налобний ліхтар', 'налобник'),
  ('спальник', 'спальний мішок'), ('спальний мішок', 'спальник'), ('спалка', 'спальник'),
  ('каремат', 'килимок'), ('килимок', 'каремат'), ('карімат', 'килимок'), ('пінка', 'килимок'), ('самонадувний килимок', 'самонадувка'), ('самонадувка', 'самонадувний килимок'),
  ('рюкзачок', 'рюкзак'), ('наплічник', 'рюкзак'), ('рюкзак', 'наплічник'), ('ранець', 'рюкзак'),
  ('палатка', 'намет'), ('шатро', 'намет'),
  ('каска', 'шолом'), ('шолом', 'каска'),
  ('пальник', 'газовий пальник'), ('примус', 'пальник'),
  ('казанок', 'котелок'), ('котелок', 'казанок'),
  ('ножик', 'ніж'), ('мультитул', 'мультиінструмент'), ('мультиінструмент', 'мультитул'),
  ('тактичні окуляри', 'балістичні окуляри'), ('балістичні окуляри', 'тактичні окуляри'),
  ('берці', 'черевики'), ('черевики', 'берці'),
  ('розгрузка', 'розвантажувальний жилет'), ('розвантажувальний жилет', 'розгрузка'),
  ('турнікет', 'джгут'), ('джгут', 'турнікет'), ('аптечка', 'тактична аптечка'),
  ('павербанк', 'зовнішній акумулятор'), ('зовнішній акумулятор', 'павербанк'),
  ('sleeping bag', 'спальник'), ('flashlight', 'torch'), ('torch', 'flashlight'), ('plate carrier', 'плитоноска'),
  ('body armour', 'бронежилет'), ('body armor', 'body armour'), ('backpack', 'rucksack'), ('rucksack', 'backpack')
) AS s(term, synonym);
--> statement-breakpoint
-- Search result pages show what the synonyms find: a change of them is a change of those pages.
SELECT public.tabir_page_cache_watch('search_synonyms'::regclass);

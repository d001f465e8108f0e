-- The page cache's version: one row, raised by every committed transaction that changes data a
-- public page shows. Each server process polls it (server/http/page-cache/version-watcher.ts)
-- and drops its cached pages when it moves.
CREATE TABLE "page_cache_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO "page_cache_version" DEFAULT VALUES;
--> statement-breakpoint
-- Raises the version once per transaction. It runs as a deferred trigger, at commit, so the row's
-- lock is the last one a writer takes: taken mid-transaction it would queue concurrent checkouts
-- behind one another and could deadlock two orders sharing a product option.
CREATE OR REPLACE FUNCTION public.tabir_page_cache_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  IF current_setting('tabir.page_cache_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('tabir.page_cache_bumped', 'on', true);
    UPDATE public.page_cache_version SET version = version + 1 RETURNING version INTO raised;
    PERFORM pg_notify('tabir_page_cache', raised::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Puts a table under watch: any insert, update, delete or truncate of it raises the version.
-- Migrations adding a table a public page reads call this for it.
CREATE OR REPLACE FUNCTION public.tabir_page_cache_watch(watched regclass) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE CONSTRAINT TRIGGER page_cache_bump AFTER INSERT OR UPDATE OR DELETE ON %s DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.tabir_page_cache_bump()',
    watched);
  EXECUTE format(
    'CREATE TRIGGER page_cache_bump_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_page_cache_bump()',
    watched);
END
$$;
--> statement-breakpoint
-- Everything a catalogue, product, content, menu or settings page shows. Carts, sessions, users and
-- orders are left out: an order changes pages only through the stock it takes (product_options).
SELECT public.tabir_page_cache_watch(watched::regclass) FROM unnest(ARRAY[
  'products', 'product_translations', 'product_options', 'product_images', 'product_attribute_values', 'related_products',
  'categories', 'category_translations',
  'attributes', 'attribute_translations', 'attribute_values', 'attribute_value_translations',
  'articles', 'article_translations', 'article_images',
  'text_pages', 'text_page_translations', 'content_blocks', 'content_block_translations',
  'menus', 'menu_translations', 'menu_items', 'menu_item_translations',
  'site_settings', 'shop_settings', 'currencies',
  'reviews', 'paths', 'search_words'
]) AS watched;

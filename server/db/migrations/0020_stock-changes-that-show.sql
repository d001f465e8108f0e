-- Every order takes stock from product_options, and every such change raised the page cache's
-- version (0016) and the listings' catalogue version (0018): a run of orders emptied each server
-- process's page cache and stored listing counts again and again, just when a spike of shoppers
-- needs them. A page shows an option's stock only as in stock, "only N left" (N up to 3:
-- lowStockThreshold in app/components/product/product-selection.ts) or sold out, and listings
-- count products in stock. A change of stock alone that keeps what a page shows now raises
-- neither; any other change of an option still raises both.

-- Whether an option's change moves a listing: anything but its stock, or stock crossing sold out.
CREATE OR REPLACE FUNCTION public.tabir_option_change_lists(before public.product_options, after public.product_options) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (to_jsonb(before) - 'stock') IS DISTINCT FROM (to_jsonb(after) - 'stock')
    OR (before.stock > 0) IS DISTINCT FROM (after.stock > 0)
$$;
--> statement-breakpoint
-- Whether it shows on a page: as above, or stock at the low-stock mark on either side.
CREATE OR REPLACE FUNCTION public.tabir_option_change_shows(before public.product_options, after public.product_options) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT public.tabir_option_change_lists(before, after) OR LEAST(before.stock, after.stock) <= 3
$$;
--> statement-breakpoint
-- 0016's raise of the page cache's version, once per transaction, now callable from more than one
-- trigger.
CREATE OR REPLACE FUNCTION public.tabir_page_cache_raise() RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  IF current_setting('tabir.page_cache_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('tabir.page_cache_bumped', 'on', true);
    UPDATE public.page_cache_version SET version = version + 1 RETURNING version INTO raised;
    PERFORM pg_notify('tabir_page_cache', raised::text);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_page_cache_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.tabir_page_cache_raise();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The page cache's trigger on options: an update that does not show is let pass.
CREATE OR REPLACE FUNCTION public.tabir_page_cache_bump_option() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR public.tabir_option_change_shows(OLD, NEW) THEN
    PERFORM public.tabir_page_cache_raise();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_cache_bump ON public.product_options;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER page_cache_bump AFTER INSERT OR UPDATE OR DELETE ON public.product_options
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.tabir_page_cache_bump_option();
--> statement-breakpoint
-- The listings' trigger on options: once per statement as before, for updates only when a row's
-- change moves a listing.
CREATE OR REPLACE FUNCTION "catalog_options_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_options o FULL JOIN new_options n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL OR public.tabir_option_change_lists(o, n)
  ) THEN
    UPDATE "catalog_version" SET "version" = "version" + 1;
    DELETE FROM "listing_summaries";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_options_catalog_changed" ON "product_options";
--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_changed" AFTER INSERT OR DELETE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_updated" AFTER UPDATE ON "product_options"
  REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_options_changed"();

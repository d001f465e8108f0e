-- Each server process ranks products in memory (server/modules/search/search.index.ts) and keeps
-- its copy current by reading only the search rows written since its last read. Every write of a
-- row records the transaction that made it (its 64-bit id, which never wraps), and every removal
-- is noted with its transaction. A reader takes its snapshot's xmin with its rows: every
-- transaction below it had finished, so whatever it did not see was written at or above it, and
-- the next read asks for those. No counter is shared, so writers take no lock they did not take
-- before.
ALTER TABLE "product_search" ADD COLUMN "write_xact" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE INDEX "product_search_write_xact_idx" ON "product_search" ("write_xact");
--> statement-breakpoint
CREATE TABLE "product_search_removed" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"write_xact" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_removed_write_xact_idx" ON "product_search_removed" ("write_xact");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_product_search_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.write_xact := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_written BEFORE INSERT OR UPDATE ON product_search
  FOR EACH ROW EXECUTE FUNCTION public.tabir_product_search_written();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tabir_product_search_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.product_search_removed (product_id, write_xact)
  SELECT product_id, pg_current_xact_id()::text::bigint FROM gone
  ON CONFLICT (product_id) DO UPDATE SET write_xact = excluded.write_xact;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_removed AFTER DELETE ON product_search REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION public.tabir_product_search_removed();

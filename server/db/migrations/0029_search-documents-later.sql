-- A transaction that writes many products at once (the price-list import) may leave their search
-- documents to later: building them is most of such a write's time (about 4 ms a product), and on
-- the embedded database every other request waits while one transaction holds its one session.
-- With `tabir.search_documents_later` set for the transaction, the triggers of 0017 note the
-- products here instead, and short transactions of their own build the documents afterwards
-- (server/modules/search/search.documents.ts). Any other write builds them at once, as before.
CREATE TABLE "product_search_stale" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade
);
--> statement-breakpoint
-- 0017's builder under a name that says what it does; the triggers call the function below.
ALTER FUNCTION public.tabir_refresh_product_search(integer[]) RENAME TO tabir_build_product_search;
--> statement-breakpoint
CREATE FUNCTION public.tabir_refresh_product_search(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tabir.search_documents_later', true) = 'on' THEN
    INSERT INTO public.product_search_stale (product_id) SELECT DISTINCT unnest(ids) ON CONFLICT DO NOTHING;
  ELSE
    PERFORM public.tabir_build_product_search(ids);
  END IF;
END
$$;

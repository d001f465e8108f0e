-- Category listings at a big catalogue's size.
-- Each sort of a category's active products has its own index, so a page is read in order from
-- it (with the id that breaks ties) instead of sorting every product of the category.
CREATE INDEX IF NOT EXISTS "products_listing_popular_idx" ON "products" ("category_id", "popularity" DESC, "id") WHERE "is_active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_newest_idx" ON "products" ("category_id", "created_at" DESC, "id") WHERE "is_active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_price_idx" ON "products" ("category_id", (coalesce("special_price", "price")), "id") WHERE "is_active";
--> statement-breakpoint
-- One number that changes with every change of what a listing counts (products, their options,
-- attribute values and categories).
CREATE TABLE IF NOT EXISTS "catalog_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A listing's counts (total, price range, in-stock count, facet counts) per category and
-- filters, stored when first asked at a catalogue version and read by key afterwards.
CREATE TABLE IF NOT EXISTS "listing_summaries" (
  "category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
  "filter_key" text NOT NULL,
  "version" bigint NOT NULL,
  "total" integer NOT NULL,
  "min_price" integer,
  "max_price" integer,
  "in_stock" integer NOT NULL,
  "facets" jsonb NOT NULL,
  PRIMARY KEY ("category_id", "filter_key")
);
--> statement-breakpoint
-- Once per statement, not per row: a bulk import bumps the version once. The old summaries go
-- with it, so the table holds only what was asked since the last change.
CREATE OR REPLACE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  DELETE FROM "listing_summaries";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();

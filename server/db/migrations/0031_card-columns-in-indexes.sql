-- A page of product cards (a search's answer, a category listing, related products) reads, for each
-- product, its name, its path, its first picture and the stock and colours of its options. Each of
-- those came from an index and then the table's own page: two pages a product and relation. At
-- 50,000 products the cards of a first search read ~80 pages the database did not hold yet. With
-- the columns in the indexes, a page the nightly vacuum (or autovacuum) has marked all-visible is
-- read from the index alone: ~50 pages. The schema files cannot say INCLUDE; they name this file.
ALTER TABLE "product_translations" DROP CONSTRAINT "product_translations_product_id_locale_pk";
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY ("product_id", "locale") INCLUDE ("name");
--> statement-breakpoint
DROP INDEX "paths_kind_entity_idx";
--> statement-breakpoint
CREATE INDEX "paths_kind_entity_idx" ON "paths" USING btree ("kind", "entity_id") INCLUDE ("path");
--> statement-breakpoint
-- The first picture is the lowest position, then the lowest id: both in the key, so no sort either.
DROP INDEX "product_images_product_idx";
--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id", "position", "id") INCLUDE ("path");
--> statement-breakpoint
DROP INDEX "product_options_product_idx";
--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id", "position") INCLUDE ("stock", "color_value_id");

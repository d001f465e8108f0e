-- The back office chooses which filters a category's page shows. A category that has not chosen
-- shows every filterable attribute its products carry, as before; one that has shows the chosen
-- attributes in the chosen order. The price filter is on or off per category.
ALTER TABLE "categories" ADD COLUMN "filters_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "price_filter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "category_filters" (
	"category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("category_id", "attribute_id")
);--> statement-breakpoint
CREATE INDEX "category_filters_attribute_idx" ON "category_filters" USING btree ("attribute_id");--> statement-breakpoint
SELECT public.tabir_page_cache_watch('category_filters'::regclass);

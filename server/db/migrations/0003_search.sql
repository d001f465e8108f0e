CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.tabir_search_vector(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.tabir_search_vector(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.tabir_search_vector(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_translations_search_idx" ON "category_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "article_translations_search_idx" ON "article_translations" USING gin ("search_vector");
-- The back office edits news and landings: an article whose slug changes keeps its old address
-- (/news/{old}, /landing/{old}) as a redirect to the new one. Redirects are rows the storefront
-- reads, so their changes raise the page cache's version like the articles' own.
CREATE TABLE "article_redirects" (
	"kind" "article_kind" NOT NULL,
	"from_slug" varchar(200) NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_redirects_pk" PRIMARY KEY("kind","from_slug")
);--> statement-breakpoint
ALTER TABLE "article_redirects" ADD CONSTRAINT "article_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_redirects_article_idx" ON "article_redirects" USING btree ("article_id");--> statement-breakpoint
SELECT public.tabir_page_cache_watch('article_redirects'::regclass);--> statement-breakpoint
SELECT public.tabir_page_cache_watch('path_redirects'::regclass);

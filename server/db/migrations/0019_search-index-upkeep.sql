-- Search reads its GIN indexes on every query, and every query also reads the whole of each
-- index's pending list (fastupdate): new entries wait there until a VACUUM, an autovacuum's
-- ANALYZE or a full list (4 MB by default) moves them into the index. The embedded database never
-- vacuums, so after a bulk import a search read ~420 extra pages per index. A small list keeps
-- the cheap batched inserts and bounds what a query reads to a few pages.
ALTER INDEX "product_search_head_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "product_search_document_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_search_head_idx'::regclass), gin_clean_pending_list('product_search_document_idx'::regclass);

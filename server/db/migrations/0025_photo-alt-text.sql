-- The back office's photos: each keeps its alt text per language ({"uk": "...", "en": "..."}).
ALTER TABLE "product_images" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- A photo named by the editor is checked against the pictures the shop already shows.
CREATE INDEX "product_images_path_idx" ON "product_images" USING btree ("path");

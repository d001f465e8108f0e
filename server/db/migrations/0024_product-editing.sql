-- The back office edits products: a product whose slug or category changes keeps its old path as a
-- redirect to the new one. A coupon's orders are read by its code.
CREATE TABLE "path_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"kind" "path_kind" NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "path_redirects_kind_entity_idx" ON "path_redirects" USING btree ("kind","entity_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree ("coupon_code") WHERE "orders"."coupon_code" is not null;

CREATE TABLE "integration_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "integration_cache_expires_idx" ON "integration_cache" USING btree ("expires_at");
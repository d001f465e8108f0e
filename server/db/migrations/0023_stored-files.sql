-- Uploaded files (product photos, logos, news images) kept where every server process reads them:
-- the database by default (S3-compatible storage when configured keeps them there instead).
-- Paths are content-addressed, so a row is written once and never changed.
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

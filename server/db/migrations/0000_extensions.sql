-- drizzle-kit does not emit extensions; search needs both (PGlite loads them from its contrib build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

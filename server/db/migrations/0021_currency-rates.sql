-- Where a currency's rate comes from. A rate typed in the back office is kept (rate_manual) until
-- the editor hands it back to the National Bank; the daily refresh then writes the bank's rate and
-- the bank's date of it (rate_date). Seeded rates have neither: the first refresh replaces them.
ALTER TABLE "currencies" ADD COLUMN "rate_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "rate_date" date;

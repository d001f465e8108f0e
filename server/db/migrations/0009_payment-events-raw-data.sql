-- A notice is kept as the text LiqPay signed: jsonb refuses \u0000 in a string, and a notice that
-- cannot be used (unreadable, nested without end) is kept too, without a status.
ALTER TABLE "payment_events" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "data" text;--> statement-breakpoint
-- Earlier notices: the stored JSON in base64 (the same fields; the signed original was not kept).
UPDATE "payment_events" SET "data" = translate(encode(convert_to("payload"::text, 'UTF8'), 'base64'), E'\n', '');--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "data" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" DROP COLUMN "payload";

ALTER TYPE "public"."payment_provider" ADD VALUE 'swift';--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'after_confirmation';
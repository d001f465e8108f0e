-- Staff may block a shopper's account: it cannot sign in, and its sessions end.
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;

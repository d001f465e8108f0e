-- The link mailed to the old address when an account asks to move to a new one: it cancels the change.
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'email_change_cancel';

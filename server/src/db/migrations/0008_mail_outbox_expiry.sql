ALTER TABLE "mail_outbox" ADD COLUMN "last_error_kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone;
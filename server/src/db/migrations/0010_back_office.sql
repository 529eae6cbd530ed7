CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reporter_id" uuid,
	"reporter_ip" text,
	"related_property_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'nuevo' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '6 months' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "renewal_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_related_property_id_properties_id_fk" FOREIGN KEY ("related_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_url_uploaded_images_url_fk" FOREIGN KEY ("url") REFERENCES "public"."uploaded_images"("url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_flags_status_created_idx" ON "listing_flags" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_flags_property_idx" ON "listing_flags" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band0_idx" ON "photo_fingerprints" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band1_idx" ON "photo_fingerprints" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band2_idx" ON "photo_fingerprints" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band3_idx" ON "photo_fingerprints" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_expiry_idx" ON "properties" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "properties_live_featured_idx" ON "properties" USING btree ("featured_until") WHERE "properties"."status" = 'active' and "properties"."featured_until" is not null;--> statement-breakpoint
-- Listings published before expiry existed: six months from publication, but never less than 30
-- days from now, so nobody's listing vanishes the day this ships (they get the renewal notice first).
UPDATE "properties" SET "expires_at" = greatest("created_at" + interval '6 months', now() + interval '30 days');--> statement-breakpoint
-- A listing already hidden by hand keeps being hidden: 'paused' and 'rejected' become the team's
-- decision, and any other value that isn't public becomes 'rejected' (a later status refresh
-- must not publish it again).
UPDATE "properties" SET "moderation" = CASE WHEN "status" IN ('paused', 'rejected') THEN "status" ELSE 'rejected' END, "status" = CASE WHEN "status" IN ('paused', 'rejected') THEN "status" ELSE 'rejected' END WHERE "status" <> 'active';--> statement-breakpoint
-- The back-office API names report requests 'report'.
UPDATE "leads" SET "kind" = 'report' WHERE "kind" = 'report-request';--> statement-breakpoint
UPDATE "properties" SET "status" = 'blocked' FROM "users" WHERE "users"."id" = "properties"."user_id" AND "users"."status" <> 'active';

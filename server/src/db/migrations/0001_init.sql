CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"operation" text DEFAULT 'venta' NOT NULL,
	"listing_title" text NOT NULL,
	"price" double precision NOT NULL,
	"currency" text NOT NULL,
	"pricing_unit" text DEFAULT 'por Hectárea' NOT NULL,
	"hectares" double precision NOT NULL,
	"price_per_hectare" double precision NOT NULL,
	"price_per_hectare_usd" double precision NOT NULL,
	"nearest_town" text NOT NULL,
	"access" text NOT NULL,
	"payment_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"state" text NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technical_report" text DEFAULT '' NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"main_image_url" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', immutable_unaccent(coalesce(listing_title, ''))), 'A') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(category, '') || ' ' || coalesce(nearest_town, '') || ' ' || coalesce(state, ''))), 'B') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(access, '') || ' ' || coalesce(description, ''))), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"email_address" text NOT NULL,
	"email_address_confirmed" boolean,
	"password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"accept_emails_from_admin" boolean DEFAULT true NOT NULL,
	"profile" text,
	"profile_image" text,
	"address" text,
	"phone_number" text,
	"description" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price_per_hectare_usd");--> statement-breakpoint
CREATE INDEX "properties_hectares_idx" ON "properties" USING btree ("hectares");--> statement-breakpoint
CREATE INDEX "properties_operation_idx" ON "properties" USING btree ("operation");--> statement-breakpoint
CREATE INDEX "properties_recommended_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST) WHERE "properties"."recommended";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email_address"));
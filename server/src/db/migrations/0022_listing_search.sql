-- The narrow search table (schema.ts listingSearch; bench/PLANS.md): what a search with words
-- reads of each listing, kept in step with `properties` by the row triggers below in the writing
-- transaction, filled here in date order. A bulk load with session_replication_role = replica
-- (the benchmark) skips the triggers and fills it the same way afterwards (FILL_LISTING_SEARCH).
CREATE TABLE "listing_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"operation" text NOT NULL,
	"state" text NOT NULL,
	"price_per_hectare_usd" double precision NOT NULL,
	"hectares" double precision NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"search_document" "tsvector",
	"title_document" "tsvector"
);
--> statement-breakpoint
INSERT INTO "listing_search" (id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document)
  SELECT id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document FROM "properties" ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_id_properties_id_fk" FOREIGN KEY ("id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "listing_search_live_search_idx" ON "listing_search" USING gin ("search_document","category","operation","state",hectares_band("hectares")) WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_title_idx" ON "listing_search" USING gin ("title_document","category","operation","state",hectares_band("hectares")) WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_area_band_idx" ON "listing_search" USING btree (hectares_band("hectares"));--> statement-breakpoint
CREATE INDEX "listing_search_live_price_idx" ON "listing_search" USING btree ("price_per_hectare_usd","created_at","id","category","operation","state","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_facets_idx" ON "listing_search" USING btree ("category","operation","state","price_per_hectare_usd","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_newest_idx" ON "listing_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category","operation","state","price_per_hectare_usd","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_category_idx" ON "listing_search" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"operation","state","price_per_hectare_usd","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_category_hectares_idx" ON "listing_search" USING btree ("category","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_state_idx" ON "listing_search" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category","operation","price_per_hectare_usd","hectares") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_state_price_idx" ON "listing_search" USING btree ("state","price_per_hectare_usd","hectares") WHERE "listing_search"."status" = 'active';
--> statement-breakpoint
CREATE FUNCTION listing_search_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_search (id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document)
  VALUES (NEW.id, NEW.user_id, NEW.status, NEW.created_at, NEW.category, NEW.operation, NEW.state, NEW.price_per_hectare_usd, NEW.hectares, NEW.location_lat, NEW.location_lng, NEW.search_document, NEW.title_document)
  ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, status = EXCLUDED.status, created_at = EXCLUDED.created_at, category = EXCLUDED.category, operation = EXCLUDED.operation, state = EXCLUDED.state, price_per_hectare_usd = EXCLUDED.price_per_hectare_usd, hectares = EXCLUDED.hectares, location_lat = EXCLUDED.location_lat, location_lng = EXCLUDED.location_lng, search_document = EXCLUDED.search_document, title_document = EXCLUDED.title_document;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_listing_search_inserted AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION listing_search_of_row();
--> statement-breakpoint
-- Only when a column it holds changed: a listing's counters, notices and moderation notes are not
-- its search. (Deletes and id changes follow by the foreign key's cascade.)
CREATE TRIGGER properties_listing_search_updated AFTER UPDATE ON properties
  FOR EACH ROW WHEN ((OLD.id, OLD.user_id, OLD.status, OLD.created_at, OLD.category, OLD.operation, OLD.state, OLD.price_per_hectare_usd, OLD.hectares, OLD.location_lat, OLD.location_lng, OLD.search_document, OLD.title_document) IS DISTINCT FROM (NEW.id, NEW.user_id, NEW.status, NEW.created_at, NEW.category, NEW.operation, NEW.state, NEW.price_per_hectare_usd, NEW.hectares, NEW.location_lat, NEW.location_lng, NEW.search_document, NEW.title_document))
  EXECUTE FUNCTION listing_search_of_row();
--> statement-breakpoint
ANALYZE "listing_search";

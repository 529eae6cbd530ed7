DROP INDEX "properties_search_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
ALTER TABLE "properties" drop column "search_document";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', immutable_unaccent(coalesce(listing_title, ''))), 'A') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(category, '') || ' ' || coalesce(operation, '') || ' ' || coalesce(nearest_town, '') || ' ' || coalesce(state, ''))), 'B') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(access, '') || ' ' || coalesce(description, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', immutable_unaccent(coalesce(listing_title, '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_live_search_idx" ON "properties" USING gin ("search_document") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_title_idx" ON "properties" USING gin ("title_document") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_price_idx" ON "properties" USING btree ("price_per_hectare_usd","created_at","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_facets_idx" ON "properties" USING btree ("category","operation","state","price_per_hectare_usd","hectares") WHERE "properties"."status" = 'active';--> statement-breakpoint
-- Planner statistics for the new documents at once (PGlite runs no autovacuum).
ANALYZE "properties";
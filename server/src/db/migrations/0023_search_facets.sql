-- A search's provinces and area bands as one array in the text indexes (schema.ts
-- listingSearch.facets; bench/PLANS.md): `state = any(…)` and `hectares_band(…) = any(…)` in a GIN
-- index's conditions made PostgreSQL scan it once per combination of their values (two provinces
-- and two area ranges, six bands: 12 scans, each reading the word's whole posting list); an array's
-- `&&` asks all of them in one scan. The GIN indexes are dropped first so that adding the column
-- (which rewrites the table) does not rebuild them twice.
DROP INDEX "listing_search_live_search_idx";--> statement-breakpoint
DROP INDEX "listing_search_live_title_idx";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (ARRAY['s:' || state, 'b:' || hectares_band(hectares)::text]) STORED;--> statement-breakpoint
CREATE INDEX "listing_search_live_search_idx" ON "listing_search" USING gin ("search_document","category","operation","state",hectares_band("hectares"),"facets") WHERE "listing_search"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_search_live_title_idx" ON "listing_search" USING gin ("title_document","category","operation","state",hectares_band("hectares"),"facets") WHERE "listing_search"."status" = 'active';
--> statement-breakpoint
ANALYZE "listing_search";

-- A search page in date or price order (browsing, by category, by province, price sorts, and the
-- segments of the other searches) walks one of these indexes and, for each listing it passed,
-- read the table: for the price or date its cursor carries and for the filters the index did not
-- hold. Page 15 of a category read 222 table rows for 13 cards. With those columns after the
-- order, the walk reads the index alone (an index-only scan; the visibility map is kept by
-- autovacuum, and on PGlite by db/statistics.ts). 100,000 listings: that page's statement 2.2 ->
-- 0.6 ms; browse 536-833 -> 686-1,030 req/s, filters p95 43-50 -> 32-36 ms (bench/PLANS.md).
DROP INDEX "properties_live_price_idx";--> statement-breakpoint
DROP INDEX "properties_live_newest_idx";--> statement-breakpoint
DROP INDEX "properties_live_category_idx";--> statement-breakpoint
DROP INDEX "properties_live_state_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_idx" ON "properties" USING btree ("price_per_hectare_usd","created_at","id","category","operation","state","hectares") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category","operation","state","price_per_hectare_usd","hectares") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_category_idx" ON "properties" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"operation","state","price_per_hectare_usd","hectares") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_state_idx" ON "properties" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category","operation","price_per_hectare_usd","hectares") WHERE "properties"."status" = 'active';
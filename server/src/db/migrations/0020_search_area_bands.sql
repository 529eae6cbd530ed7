-- A listing's area band beside its words in the text-search indexes (area-bands.ts): the area
-- filter's bounds (0, 50, 100, 200, 500, 1,000, 500,000 ha) alone or between two, so a word among
-- a range's listings is intersected inside the index. A common word with a range counted its
-- 1,001 matches by reading the table in order (a sequential scan, 32 ms at 100,000 listings):
-- with the bands, 3 ms (bench/PLANS.md). SQL, immutable and inlined, so the planner matches the
-- indexes' expression in the searches' conditions. Below the first bound 0, each bound 2k+1,
-- between two bounds 2k.
CREATE OR REPLACE FUNCTION hectares_band(hectares double precision) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (2 * width_bucket(hectares, '{0,50,100,200,500,1000,500000}'::float8[])
    - (hectares = ANY ('{0,50,100,200,500,1000,500000}'::float8[]))::int)::smallint $$;
--> statement-breakpoint
DROP INDEX "properties_live_search_idx";--> statement-breakpoint
DROP INDEX "properties_live_title_idx";--> statement-breakpoint
-- For the band's statistics only (no search reads it): the planner ignores those of a partial
-- index's expressions, and without any took a range's listings for 1 % of the catalogue (a word's
-- 3,733 title matches in two ranges estimated at 233: all read and sorted, 12 ms, instead of the
-- newest walked first, 1 ms). CREATE STATISTICS on the expression gave the same estimates but
-- cost 15–20 µs of planning on every statement of the table (it parses its copy each time).
CREATE INDEX "properties_area_band_idx" ON "properties" USING btree (hectares_band("hectares"));--> statement-breakpoint
CREATE INDEX "properties_live_search_idx" ON "properties" USING gin ("search_document","category","operation","state",hectares_band("hectares")) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_title_idx" ON "properties" USING gin ("title_document","category","operation","state",hectares_band("hectares")) WHERE "properties"."status" = 'active';--> statement-breakpoint
ANALYZE "properties";

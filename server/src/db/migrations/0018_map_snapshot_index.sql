-- The map's snapshot (map-index.ts) reads every located live listing west to east. From the
-- table that was a scan of all of it and a sort: 3.8 s of a 9 s first map request at 1,000,000
-- listings. With every column it reads in one index, in its order, it is an index-only scan
-- (0.7 s) and no sort. It is also the first index on location: a list of a big map area
-- counted by its edges reads it alone (area list at 1,000,000, one URL at a time: mean 254 ->
-- 27 ms; bench/PLANS.md).
CREATE INDEX "properties_live_map_idx" ON "properties" USING btree ("location_lng","location_lat","id","category","operation","state","price_per_hectare_usd","hectares","created_at") WHERE "properties"."status" = 'active' and "properties"."location_lat" is not null and "properties"."location_lng" is not null;
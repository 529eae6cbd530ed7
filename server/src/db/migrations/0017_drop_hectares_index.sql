-- A text search with an area range ANDed the words' few matches with every listing of the range
-- (394,177 rows of this index for 1000–500000 ha at 1,000,000 listings: 35–43 ms of a 55 ms
-- count), because the planner costs bitmap combinations as if every match were read, not the
-- LIMIT's share. Without it the range is checked on the rows the words find (55 → 7 ms);
-- filters alone count from properties_live_facets_idx and properties_live_state_price_idx, which
-- hold the hectares too (bench/PLANS.md).
DROP INDEX IF EXISTS "properties_hectares_idx";

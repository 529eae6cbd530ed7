-- The search table's text vectors without positions and weights (strip()): a search asks
-- whether a listing holds its words, never where (no ranking function, no phrase: a typed
-- word's phrase operators are asked as "all of them", text-query.ts), and the positions were a
-- third of each row. 72 → 53 MB at 100,000 listings; PGlite's 32 MB of buffers then hold more
-- of it (narrow text +15 % req/s, bench/PLANS.md). The listings keep theirs (the map, the
-- alerts). The table is emptied and filled again in date order rather than updated in place,
-- which would leave every row's old version behind.
CREATE OR REPLACE FUNCTION listing_search_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_search (id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document)
  VALUES (NEW.id, NEW.user_id, NEW.status, NEW.created_at, NEW.category, NEW.operation, NEW.state, NEW.price_per_hectare_usd, NEW.hectares, NEW.location_lat, NEW.location_lng, strip(NEW.search_document), strip(NEW.title_document))
  ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, status = EXCLUDED.status, created_at = EXCLUDED.created_at, category = EXCLUDED.category, operation = EXCLUDED.operation, state = EXCLUDED.state, price_per_hectare_usd = EXCLUDED.price_per_hectare_usd, hectares = EXCLUDED.hectares, location_lat = EXCLUDED.location_lat, location_lng = EXCLUDED.location_lng, search_document = EXCLUDED.search_document, title_document = EXCLUDED.title_document;
  RETURN NULL;
END $$;
--> statement-breakpoint
TRUNCATE "listing_search";
--> statement-breakpoint
INSERT INTO "listing_search" (id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document)
  SELECT id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, strip(search_document), strip(title_document) FROM "properties" ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
ANALYZE "listing_search";

import { param, type SQL, sql } from 'drizzle-orm';
import { listingSearch, properties } from '../../db/schema.ts';

/** The listings table: searches without words read it (its indexes answer them alone). */
export const LISTINGS: SQL = sql`${properties}`;

/**
 * The narrow search table (schema.ts `listingSearch`) under the listings' name, so the search
 * statements, written against `properties`' columns, read it unchanged: it holds every column
 * they filter, sort and match on, with the same indexes. A search with words reads the rows of
 * its matches (a count, a page's few matches, a walk testing each listing's words), and here
 * they are 670 bytes rather than 1,500: at 100,000 listings 67 MB of pages instead of 152
 * (bench/PLANS.md).
 */
export const LISTING_SEARCH: SQL = sql`${listingSearch} as ${properties}`;

/**
 * The search table's rows of these listings, read by primary key and fenced (`offset 0`) under the
 * listings' name: a search's conditions are then tested on those rows alone. Unfenced, the planner
 * intersected the ids with the text index's every match of a common word (22,855 rows, 4.2 ms for
 * 88 ids; bench/PLANS.md).
 */
export const listingSearchByIds = (ids: readonly string[]): SQL =>
  sql`(select * from ${listingSearch} where ${listingSearch.id} = any(${param(ids)}::uuid[]) offset 0) as ${properties}`;

/**
 * Fills the search table from the listings, in date order (the order the walks read), their text
 * vectors stripped of positions: for a bulk load that skipped its triggers (the benchmark's
 * replica session), as migration 0024 did.
 */
export const FILL_LISTING_SEARCH = `INSERT INTO listing_search (id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, search_document, title_document)
  SELECT id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng, strip(search_document), strip(title_document) FROM properties ORDER BY created_at DESC, id DESC
  ON CONFLICT (id) DO NOTHING`;

/**
 * The search table's facet tokens (schema.ts `listingSearch.facets`) under the listings' name:
 * only statements reading LISTING_SEARCH may ask them.
 */
const SEARCH_FACETS: SQL = sql`${sql.identifier('properties')}.${sql.identifier('facets')}`;

/** A search-table listing in any of these provinces (one `&&` of the text indexes, not one scan each). */
export function inAnyProvince(states: readonly string[]): SQL {
  return sql`${SEARCH_FACETS} && ${param(states.map((state) => `s:${state}`))}::text[]`;
}

/** A search-table listing in any of these area bands (area-bands.ts), as `inAnyProvince`. */
export function inAnyAreaBand(bands: readonly number[]): SQL {
  return sql`${SEARCH_FACETS} && ${param(bands.map((band) => `b:${band}`))}::text[]`;
}

import type { PropertySearchQuery } from '@tranquera/contracts';
import { and, between, eq, gte, inArray, lte, or, param, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema.ts';
import { areaBandsOf } from './area-bands.ts';
import type { PageKeys } from './search-page.ts';
import { inAnyAreaBand, inAnyProvince } from './search-source.ts';
import { isLive } from './service.ts';
import { searchWords } from './text-query.ts';

/**
 * A search as the route hands it over: with a map area, the ids of the live listings inside it
 * when the map's index found few enough (map-search.ts `withMapArea`).
 */
export type FilteredSearch = PropertySearchQuery & {
  areaIds?: readonly string[];
  /**
   * In the order of a search without text (newest first): the area's listings from the page's
   * start up to its end and a few more, so the page is cut from them alone; `cut` when the area
   * goes on past them; `all`, every listing of the area (written out only if the search must
   * count it or read it whole; null past the ids a statement is given, then by the area's edges); `keys`, the page itself as the index ranked it (see `AreaPage`).
   */
  areaPage?: AreaPage;
};

/** A map area's newest-first page as the map's index cut it (map-search.ts `withMapArea`). */
export interface AreaPage {
  ids: readonly string[];
  cut: boolean;
  all: (() => readonly string[]) | null;
  /**
   * The page's rows and their keys, from `offset` among `ids` once the listings featured on top
   * are left out, while no write has moved the catalogue on since the index was read; null when
   * they can't be told from `ids` alone (too many featured, or a write since). Then the page is
   * read from `ids` in SQL, every condition tested again.
   */
  keys?: (featured: readonly string[], offset: number, rows: number) => PageKeys[] | null;
}

/** The facet columns as the filters read them. */
interface FacetColumns {
  category: SQL;
  operation: SQL;
  state: SQL;
  priceUsd: SQL;
  hectares: SQL;
}

const INDEXED: FacetColumns = {
  category: sql`${properties.category}`,
  operation: sql`${properties.operation}`,
  state: sql`${properties.state}`,
  priceUsd: sql`${properties.pricePerHectareUsd}`,
  hectares: sql`${properties.hectares}`,
};

/**
 * The same columns as expressions no index covers (`|| ''`, `+ 0`: the same values, all of
 * them NOT NULL). With the area's ids in hand the filters only check the rows read by primary
 * key; on the bare columns the planner intersected 1,194 ids with every listing of two provinces
 * through the GIN (239,123 rows, 49 ms at 1,000,000; bench/PLANS.md). They stay, rather than
 * trusting the map's index: a write may land between its read and this statement.
 */
const UNINDEXED: FacetColumns = {
  category: sql`(${properties.category} || '')`,
  operation: sql`(${properties.operation} || '')`,
  state: sql`(${properties.state} || '')`,
  priceUsd: sql`(${properties.pricePerHectareUsd} + 0)`,
  hectares: sql`(${properties.hectares} + 0)`,
};

/**
 * The filters of a search (not its text): live listings of the asked category, provinces, prices…
 * `withText`: the search has words and its statements read the search table (search-source.ts),
 * so its area ranges are asked as area bands and several provinces or bands as the table's facet
 * tokens, which the text indexes hold (area-bands.ts, schema.ts `listingSearch.facets`); filters
 * alone count and walk btree indexes that end with the area.
 */
export function searchFilters(query: FilteredSearch, options: { withText?: boolean } = {}): SQL {
  const conditions: (SQL | undefined)[] = [isLive];
  if (query.userId) conditions.push(eq(properties.userId, query.userId));
  // Words without a map area's ids: the statements read the search table through its text indexes.
  const onSearchTable = options.withText === true && !query.areaIds;
  conditions.push(...facetConditions(query, query.areaIds ? UNINDEXED : INDEXED, onSearchTable));
  if (query.areaIds) {
    // 'Buscar en esta zona', the listings inside the map's area: read by primary key.
    conditions.push(sql`${properties.id} = any(${param(query.areaIds)}::uuid[])`);
  } else if (query.bbox) {
    // The same by the area's edges (a listing without coordinates is in none).
    conditions.push(
      between(properties.locationLng, query.bbox.minLng, query.bbox.maxLng),
      between(properties.locationLat, query.bbox.minLat, query.bbox.maxLat),
    );
  }
  return and(...conditions) as SQL;
}

/**
 * Whether the filters' best plan is the same whatever their values: only live listings, a
 * category (walked in page order through properties_live_category_idx) and an operation (one of
 * two, checked along the walk). A seller, price or area ranges, provinces and map areas match
 * from a handful to most listings, and their plan depends on how many (db/prepared-statements.ts).
 */
export function filtersPlanAlike(query: FilteredSearch): boolean {
  return (
    !query.userId &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    !query.state?.length &&
    !query.hectares?.length &&
    !query.areaIds &&
    !query.bbox
  );
}

/** Category, operation, prices per hectare, provinces and hectare ranges: what the map's index filters too. */
function facetConditions(
  query: PropertySearchQuery,
  column: FacetColumns,
  onSearchTable: boolean,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.category) conditions.push(eq(column.category, query.category));
  if (query.operation) conditions.push(eq(column.operation, query.operation));
  if (query.minPrice !== undefined) conditions.push(gte(column.priceUsd, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(column.priceUsd, query.maxPrice));
  if (query.state && query.state.length > 0) {
    // One province stays an equality: the province's date index can walk it.
    conditions.push(
      onSearchTable && query.state.length > 1
        ? inAnyProvince(query.state)
        : inArray(column.state, query.state),
    );
  }
  if (query.hectares && query.hectares.length > 0) {
    const ranges = or(
      ...query.hectares.map((range) => and(gte(column.hectares, range.min), lte(column.hectares, range.max))),
    );
    const bands = onSearchTable ? areaBandsOf(query.hectares) : null;
    if (bands) conditions.push(inAnyAreaBand(bands.bands));
    // The bands alone when they are the ranges: the planner then takes the match count from the
    // bands' statistics, not from the bands' and the ranges' as if they were independent.
    if (!bands?.exact) conditions.push(ranges);
  }
  return conditions;
}

/**
 * A stable key for what a search matches (not its order or page): the count of matches is the
 * same for every page and order of one key.
 */
export function matchKey(query: PropertySearchQuery): string {
  return JSON.stringify([
    query.category ?? null,
    query.operation ?? null,
    query.userId ?? null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.state ? [...query.state].sort() : null,
    query.hectares ?? null,
    searchWords(query.search ?? '').join(' '),
    query.bbox ?? null,
  ]);
}

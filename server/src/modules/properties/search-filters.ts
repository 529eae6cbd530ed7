import type { PropertySearchQuery } from '@tranquera/contracts';
import { and, between, eq, gte, inArray, lte, or, param, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema.ts';
import { isLive } from './service.ts';
import { searchWords } from './text-query.ts';

/**
 * A search as the route hands it over: with a map area, the ids of the live listings inside it
 * when the map's index found few enough (map-search.ts `listingsInArea`), and whether they
 * already pass the search's filters as the catalogue is now (`areaIdsFiltered`: the index was
 * read at the current catalogue version).
 */
export type FilteredSearch = PropertySearchQuery & { areaIds?: readonly string[]; areaIdsFiltered?: boolean };

/** The filters of a search (not its text): live listings of the asked category, provinces, prices… */
export function searchFilters(query: FilteredSearch): SQL {
  const conditions: (SQL | undefined)[] = [isLive];
  if (query.userId) conditions.push(eq(properties.userId, query.userId));
  // Ids the map's index filtered need no filters again: repeated, they led the planner to
  // intersect the ids with every listing of the provinces (239,123 rows at 1,000,000, 49 ms
  // for 1,194 ids read by primary key in a few; bench/PLANS.md).
  if (!(query.areaIds && query.areaIdsFiltered)) conditions.push(...facetConditions(query));
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

/** Category, operation, prices per hectare, provinces and hectare ranges: what the map's index filters too. */
function facetConditions(query: PropertySearchQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.operation) conditions.push(eq(properties.operation, query.operation));
  if (query.minPrice !== undefined) conditions.push(gte(properties.pricePerHectareUsd, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(properties.pricePerHectareUsd, query.maxPrice));
  if (query.state && query.state.length > 0) conditions.push(inArray(properties.state, query.state));
  if (query.hectares && query.hectares.length > 0) {
    conditions.push(
      or(
        ...query.hectares.map((range) =>
          and(gte(properties.hectares, range.min), lte(properties.hectares, range.max)),
        ),
      ),
    );
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

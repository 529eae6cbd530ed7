import {
  PAGE_SIZE,
  type PropertyListResponse,
  type PropertySearchFilters,
  type PropertySearchPage,
  type PropertySearchParams,
} from '@tranquera/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

/** Nothing for the first page, then the API's cursor (or a page number). */
const FIRST_PAGE: PropertySearchPage = {};

export function searchProperties(filters: PropertySearchFilters, pageParam: PropertySearchPage) {
  const query: PropertySearchParams = { limit: String(PAGE_SIZE), ...filters, ...pageParam };
  return apiFetch<PropertyListResponse>(withQuery('/api/properties/', query));
}

/**
 * The page after `info`: by its keyset cursor, as cheap as page 1 however deep; by number
 * only from a response without one.
 */
export function nextPageParam(info: PropertyListResponse['info']): PropertySearchPage | undefined {
  if (!info.hasNextPage) return undefined;
  if (info.nextCursor) return { cursor: info.nextCursor };
  return info.nextPage === null ? undefined : { page: String(info.nextPage) };
}

/** Pages are appended by 'Ver más' (spec §4); the key holds the filters so a change resets to page 1. */
export function searchPropertiesQuery(filters: PropertySearchFilters) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'search', filters],
    queryFn: ({ pageParam }) => searchProperties(filters, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageParam(last.info),
  });
}

import { PAGE_SIZE, type PropertyListResponse, type PropertySearchParams } from '@tranquera/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

/** A search's filters exactly as the API's query reads them; paging is added per page. */
export type PropertyFilters = Omit<PropertySearchParams, 'limit' | 'page' | 'cursor' | 'userId'>;

/** Where a page starts: nothing for the first, then the API's cursor (or a page number). */
export type PageParam = Pick<PropertySearchParams, 'cursor' | 'page'>;

const FIRST_PAGE: PageParam = {};

export function searchProperties(filters: PropertyFilters, pageParam: PageParam) {
  const query: PropertySearchParams = { limit: String(PAGE_SIZE), ...filters, ...pageParam };
  return apiFetch<PropertyListResponse>(withQuery('/api/properties/', query));
}

/**
 * The page after `info`: by its keyset cursor, as cheap as page 1 however deep; by number
 * only from a response without one.
 */
export function nextPageParam(info: PropertyListResponse['info']): PageParam | undefined {
  if (!info.hasNextPage) return undefined;
  if (info.nextCursor) return { cursor: info.nextCursor };
  return info.nextPage === null ? undefined : { page: String(info.nextPage) };
}

/** Pages are appended by 'Ver más' (spec §4); the key holds the filters so a change resets to page 1. */
export function searchPropertiesQuery(filters: PropertyFilters) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'search', filters],
    queryFn: ({ pageParam }) => searchProperties(filters, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageParam(last.info),
  });
}

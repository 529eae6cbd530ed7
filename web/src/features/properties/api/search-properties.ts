import type { PropertyListResponse } from '@tranquera/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

export interface PropertyFilters {
  category?: string;
  state?: string[];
  minPrice?: number;
  maxPrice?: number;
  hectares?: string;
  search?: string;
  operation?: string;
  sort?: string;
}

export function searchProperties(filters: PropertyFilters, page: number, limit = 12) {
  return apiFetch<PropertyListResponse>(withQuery('/api/properties/', { limit, page, ...filters }));
}

/** Pages are appended by 'Ver más' (spec §4); the key holds the filters so a change resets to page 1. */
export function searchPropertiesQuery(filters: PropertyFilters) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'search', filters],
    queryFn: ({ pageParam }) => searchProperties(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.info.hasNextPage ? (last.info.nextPage ?? undefined) : undefined),
  });
}

export function useSearchProperties(filters: PropertyFilters) {
  return useInfiniteQuery(searchPropertiesQuery(filters));
}

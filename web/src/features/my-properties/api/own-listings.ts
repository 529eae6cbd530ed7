import { type PropertyListResponse, USER_LISTINGS_LIMIT } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

/** Spec §7: own listings come from the search API filtered by the user (limit 100). */
export function ownListingsQuery(userId: string) {
  return queryOptions({
    queryKey: ['properties', 'own', userId],
    queryFn: () =>
      apiFetch<PropertyListResponse>(withQuery('/api/properties/', { limit: USER_LISTINGS_LIMIT, userId })),
    select: (data) => data.payload,
    staleTime: 0,
  });
}

export function useOwnListings(userId: string) {
  return useQuery(ownListingsQuery(userId));
}

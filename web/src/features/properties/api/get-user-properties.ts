import {
  type PropertyListResponse,
  USER_LISTINGS_LIMIT,
  type UserPropertiesResponse,
} from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function userPropertiesQuery(userId: string) {
  return queryOptions({
    queryKey: ['properties', 'user', userId],
    queryFn: () =>
      apiFetch<UserPropertiesResponse>(
        `/api/properties/get-user-properties/${encodeURIComponent(userId)}/?limit=${USER_LISTINGS_LIMIT}`,
      ),
    select: (data) => data.payload,
  });
}

export function useUserProperties(userId: string | undefined) {
  return useQuery({ ...userPropertiesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** A listing's page shows three more of its seller's listings: read one more, it may be itself. */
export const OWNER_CARDS_READ = 4;

/**
 * A seller's newest live listings as cards, with how many there are: a listing's page shows a
 * few of them (`count` cards), so it asks the search for a page of cards rather than every
 * listing whole.
 */
export function ownerListingsQuery(userId: string, count: number) {
  return queryOptions({
    queryKey: ['properties', 'owner-cards', userId, count],
    queryFn: () =>
      apiFetch<PropertyListResponse>(`/api/properties/?userId=${encodeURIComponent(userId)}&limit=${count}`),
  });
}

export function useOwnerListings(userId: string, count: number) {
  return useQuery(ownerListingsQuery(userId, count));
}

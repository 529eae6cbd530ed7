import { USER_LISTINGS_LIMIT, type UserPropertiesResponse } from '@tranquera/contracts';
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

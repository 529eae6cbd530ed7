import type { OwnProfileResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function ownProfileQuery(userId: string) {
  return queryOptions({
    queryKey: ['account', 'profile', userId],
    queryFn: () => apiFetch<OwnProfileResponse>(`/api/users/get-profile/${encodeURIComponent(userId)}`),
    select: (data) => data.profile,
    // The form edits these values: a refetch behind the user's back would reset nothing, but
    // there is no reason to ask again while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOwnProfile(userId: string) {
  return useQuery(ownProfileQuery(userId));
}

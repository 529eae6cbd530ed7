import type { PublicUserResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, isNotFoundError } from '../../../lib/api-client.ts';

export function publicUserQuery(username: string) {
  return queryOptions({
    queryKey: ['users', 'public', username.toLowerCase()],
    queryFn: () => apiFetch<PublicUserResponse>(`/api/users/get-user/${encodeURIComponent(username)}`),
    select: (data) => data.userData,
    // A missing user stays missing; only transient failures are worth a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function usePublicUser(username: string) {
  return useQuery(publicUserQuery(username));
}

export const isUserNotFound = isNotFoundError;

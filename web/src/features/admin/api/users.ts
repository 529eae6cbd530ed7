import type {
  AdminUsersResponse,
  adminUserPatchSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
} from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const getAdminUsers = (query: AdminUsersQuery) =>
  apiFetch<AdminUsersResponse>(withQuery('/api/admin/users', query));

export function adminUsersQuery(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'users', query],
    queryFn: () => getAdminUsers(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (query: AdminUsersQuery) => useQuery(adminUsersQuery(query));

export const updateUser = (id: string, patch: AdminUserPatch) =>
  apiFetch<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminUserPatch }) => updateUser(id, patch),
    onSuccess: async () => {
      // A blocked owner's listings leave (or come back to) the public pages.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]);
    },
  });
}

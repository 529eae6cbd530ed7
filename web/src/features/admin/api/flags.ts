import type {
  AdminFlagsResponse,
  adminFlagPatchSchema,
  adminFlagResponseSchema,
  adminFlagsQuerySchema,
} from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

export type AdminFlagsQuery = z.infer<typeof adminFlagsQuerySchema>;
export type AdminFlagPatch = z.infer<typeof adminFlagPatchSchema>;
export type AdminFlagResponse = z.infer<typeof adminFlagResponseSchema>;

export const getFlags = (query: AdminFlagsQuery) =>
  apiFetch<AdminFlagsResponse>(withQuery('/api/admin/flags', query));

export function flagsQuery(query: AdminFlagsQuery) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'flags', query],
    queryFn: () => getFlags(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useFlags = (query: AdminFlagsQuery) => useQuery(flagsQuery(query));

export const updateFlag = (id: string, patch: AdminFlagPatch) =>
  apiFetch<AdminFlagResponse>(`/api/admin/flags/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export function useUpdateFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminFlagPatch }) => updateFlag(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

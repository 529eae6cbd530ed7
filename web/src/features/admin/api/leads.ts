import type {
  AdminLeadPatch,
  AdminLeadsResponse,
  adminLeadResponseSchema,
  adminLeadsQuerySchema,
} from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

// What the web sends: the schema's output (its input types `page` as unknown, being coerced).
export type LeadsQuery = z.infer<typeof adminLeadsQuerySchema>;
export type AdminLeadResponse = z.infer<typeof adminLeadResponseSchema>;

export const getLeads = (query: LeadsQuery) =>
  apiFetch<AdminLeadsResponse>(withQuery('/api/admin/leads', query));

export function leadsQuery(query: LeadsQuery) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'leads', query],
    queryFn: () => getLeads(query),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useLeads = (query: LeadsQuery) => useQuery(leadsQuery(query));

export const updateLead = (id: string, patch: AdminLeadPatch) =>
  apiFetch<AdminLeadResponse>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminLeadPatch }) => updateLead(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

import type { AdminAuditResponse, adminAuditQuerySchema } from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const getAudit = (query: AdminAuditQuery) =>
  apiFetch<AdminAuditResponse>(withQuery('/api/admin/audit', query));

export function auditQuery(query: AdminAuditQuery) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', query],
    queryFn: () => getAudit(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useAudit = (query: AdminAuditQuery) => useQuery(auditQuery(query));

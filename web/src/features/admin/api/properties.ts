import type {
  AdminPropertiesResponse,
  AdminPropertyPatch,
  adminPropertiesQuerySchema,
  adminPropertyResponseSchema,
} from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

export type PropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;
export type AdminPropertyResponse = z.infer<typeof adminPropertyResponseSchema>;

const PROPERTIES_KEY = [...ADMIN_KEY, 'properties'] as const;

export const getAdminProperties = (query: PropertiesQuery) =>
  apiFetch<AdminPropertiesResponse>(withQuery('/api/admin/properties', query));

export function adminPropertiesQuery(query: PropertiesQuery) {
  return queryOptions({
    queryKey: [...PROPERTIES_KEY, query],
    queryFn: () => getAdminProperties(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useAdminProperties = (query: PropertiesQuery) => useQuery(adminPropertiesQuery(query));

export const updateProperty = (id: string, patch: AdminPropertyPatch) =>
  apiFetch<AdminPropertyResponse>(`/api/admin/properties/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: patch,
  });

/** Shared by the listings and the flags pages (a flag's 'Pausar anuncio'). */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminPropertyPatch }) => updateProperty(id, patch),
    onSuccess: async ({ property }) => {
      // The row shows the answer at once (a toggled 'Recomendado' doesn't flicker back).
      queryClient.setQueriesData<AdminPropertiesResponse>({ queryKey: PROPERTIES_KEY }, (data) =>
        data
          ? { ...data, properties: data.properties.map((row) => (row._id === property._id ? property : row)) }
          : data,
      );
      // The public pages and lists show status, featured and recommended too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]);
    },
  });
}

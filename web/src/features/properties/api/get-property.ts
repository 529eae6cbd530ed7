import type { PropertyDetailResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: () => apiFetch<PropertyDetailResponse>(`/api/properties/get-property/${encodeURIComponent(id)}`),
    select: (data) => data.property,
    retry: false,
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQuery(id));
}

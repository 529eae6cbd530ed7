import type { SimilarPropertiesResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function similarListingsQuery(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'similar', propertyId],
    queryFn: () =>
      apiFetch<SimilarPropertiesResponse>(`/api/properties/similar/${encodeURIComponent(propertyId)}`),
    select: (data) => data.properties,
  });
}

export function useSimilarListings(propertyId: string) {
  return useQuery(similarListingsQuery(propertyId));
}

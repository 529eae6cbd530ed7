import type { RecommendedPropertiesResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Shared by the home grid, the carousel and the footer, so it is fetched once (spec §7). */
export const recommendedQuery = queryOptions({
  queryKey: ['properties', 'recommended'],
  queryFn: () => apiFetch<RecommendedPropertiesResponse>('/api/properties/get-recommended'),
  select: (data) => data.properties,
  staleTime: 5 * 60 * 1000,
});

export function useRecommended() {
  return useQuery(recommendedQuery);
}

import type { PricePositionResponse, Property } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where a live listing's price per hectare stands against its province and land use. */
export function pricePositionQuery(propertyId: string) {
  return queryOptions({
    queryKey: ['market', 'price-position', propertyId],
    queryFn: () =>
      apiFetch<PricePositionResponse>(`/api/market/price-position/${encodeURIComponent(propertyId)}`),
    select: (data) => data.position,
  });
}

/** Asked only for public listings (the others are not compared). */
export function usePricePosition(propertyId: string, enabled: boolean) {
  return useQuery({ ...pricePositionQuery(propertyId), enabled });
}

/** Only public listings with a price are compared (the server render asks for the same ones). */
export const isCompared = (property: Pick<Property, 'status' | 'price'>) =>
  property.status === 'active' && property.price > 0;

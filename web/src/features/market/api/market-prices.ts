import type { MarketPricesResponse } from '@tranquera/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import type { MarketFilters } from '../market-params.ts';

/** Asking prices per hectare by province × land use, and their last 12 months (issue 13). */
export function marketPricesQuery(filters: MarketFilters) {
  const query = { state: filters.state, category: filters.category, operation: filters.operation };
  return queryOptions({
    queryKey: ['market', 'prices', query],
    queryFn: () => apiFetch<MarketPricesResponse>(withQuery('/api/market/prices', query)),
  });
}

/** The figures for the page's filters; the previous ones stay on screen while new ones load. */
export function useMarketPrices(filters: MarketFilters) {
  return useQuery({ ...marketPricesQuery(filters), placeholderData: keepPreviousData });
}

import { useSearchParams } from 'react-router';
import { type MarketFilters, marketQuery, parseMarketFilters } from './market-params.ts';

/** The filters of /precios live in its address, so a table can be linked to and shared. */
export function useMarketFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseMarketFilters(params);
  const change = (next: Partial<MarketFilters>) => {
    const query = Object.entries(marketQuery({ ...filters, ...next })).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    setParams(new URLSearchParams(query), { preventScrollReset: true });
  };
  return [filters, change] as const;
}

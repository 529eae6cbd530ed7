import {
  CATEGORIES,
  type Category,
  OPERATIONS,
  type Operation,
  PROVINCES,
  type Province,
} from '@tranquera/contracts';

/** What /precios shows, as its address says: ?state=&category=&operation= (sale by default). */
export interface MarketFilters {
  state?: Province;
  category?: Category;
  operation: Operation;
}

const oneOf = <T extends string>(options: readonly T[], raw: string | null): T | undefined =>
  options.find((option) => option === raw);

/** Unknown values are ignored: a stale or hand-edited link still shows a page. */
export function parseMarketFilters(search: URLSearchParams): MarketFilters {
  return {
    state: oneOf(PROVINCES, search.get('state')),
    category: oneOf(CATEGORIES, search.get('category')),
    operation: oneOf(OPERATIONS, search.get('operation')) ?? 'venta',
  };
}

/** The page's query for these filters; sale, the default, is left out. */
export function marketQuery(filters: Partial<MarketFilters>): Record<string, string | undefined> {
  return {
    state: filters.state,
    category: filters.category,
    operation: filters.operation === 'alquiler' ? 'alquiler' : undefined,
  };
}

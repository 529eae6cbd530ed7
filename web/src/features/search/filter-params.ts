import {
  AREA_RANGES,
  type Bbox,
  CATEGORIES,
  OPERATIONS,
  PRICE_SLIDER,
  PROVINCES,
  SORT_OPTIONS,
  TEXT_SEARCH_MAX,
  type Category,
  type Landing,
  formatBbox,
  landingQuery,
  type Operation,
  type PropertySearchFilters,
  type Province,
  parseBbox,
} from '@tranquera/contracts';

export type SortOption = (typeof SORT_OPTIONS)[number];
export type AreaRange = (typeof AREA_RANGES)[number]['value'];

/** Spec §3 "Filter state", as the page reads it from the URL query. */
export interface SearchFilters {
  category?: Category;
  operation?: Operation;
  state: Province[];
  minPrice: number;
  maxPrice: number;
  hectares?: AreaRange;
  search?: string;
  sort?: SortOption;
  /** 'Buscar en esta zona': only listings inside this area of the map. */
  bbox?: Bbox;
}

/** What a filter control may change; `undefined` removes that filter. */
export type FilterChange = Partial<{ [K in keyof SearchFilters]: SearchFilters[K] | undefined }>;

export const DEFAULT_PRICE_RANGE = { minPrice: PRICE_SLIDER.min, maxPrice: PRICE_SLIDER.max } as const;

function oneOf<T extends string>(options: readonly T[], raw: string | null): T | undefined {
  return options.find((option) => option === raw);
}

/** A price on the slider's grid, or undefined when it is not a number in range. */
function parsePrice(raw: string | null): number | undefined {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const value = Math.round(Number(raw) / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return value >= PRICE_SLIDER.min && value <= PRICE_SLIDER.max ? value : undefined;
}

function parseProvinces(raw: string | null): Province[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((part) => part.trim()));
  return PROVINCES.filter((province) => wanted.has(province));
}

/** A landing's filters (its address) over the query's: what the page searches. */
export function withLanding(params: URLSearchParams, landing: Landing | undefined): URLSearchParams {
  if (!landing) return params;
  const merged = new URLSearchParams(params);
  for (const [key, value] of Object.entries(landingQuery(landing))) merged.set(key, value);
  return merged;
}

/** Reads the filters from the URL; anything invalid (hand-edited, outdated link) is ignored. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  let minPrice = parsePrice(params.get('minPrice')) ?? DEFAULT_PRICE_RANGE.minPrice;
  let maxPrice = parsePrice(params.get('maxPrice')) ?? DEFAULT_PRICE_RANGE.maxPrice;
  if (maxPrice - minPrice < PRICE_SLIDER.minGap) {
    ({ minPrice, maxPrice } = DEFAULT_PRICE_RANGE);
  }
  const search = params.get('search')?.trim().slice(0, TEXT_SEARCH_MAX) || undefined;
  const sort = oneOf(SORT_OPTIONS, params.get('sort'));
  return {
    category: oneOf(CATEGORIES, params.get('category')),
    operation: oneOf(OPERATIONS, params.get('operation')),
    state: parseProvinces(params.get('state')),
    minPrice,
    maxPrice,
    hectares: oneOf(
      AREA_RANGES.map((range) => range.value),
      params.get('hectares'),
    ),
    search,
    // Relevance only means something while searching text; otherwise the default order applies.
    sort: sort === 'relevance' && !search ? undefined : sort,
    bbox: parseBbox(params.get('bbox') ?? '') ?? undefined,
  };
}

/** The API query: defaults are left out, so the slider's top end means "no maximum". */
export function toPropertyFilters(filters: SearchFilters): PropertySearchFilters {
  return {
    category: filters.category,
    operation: filters.operation,
    state: filters.state.length > 0 ? filters.state.join(',') : undefined,
    minPrice: filters.minPrice > DEFAULT_PRICE_RANGE.minPrice ? String(filters.minPrice) : undefined,
    maxPrice: filters.maxPrice < DEFAULT_PRICE_RANGE.maxPrice ? String(filters.maxPrice) : undefined,
    hectares: filters.hectares,
    search: filters.search,
    sort: filters.sort,
    bbox: filters.bbox ? formatBbox(filters.bbox) : undefined,
  };
}

/**
 * Writes a change into the URL query, keeping unrelated parameters (such as the header's
 * `initial` flag). Clearing the text search also drops `initial` (spec §4).
 */
export function applyFilterChange(current: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged = { ...parseSearchFilters(current), ...change };
  const query = toPropertyFilters({
    ...merged,
    state: merged.state ?? [],
    minPrice: merged.minPrice ?? DEFAULT_PRICE_RANGE.minPrice,
    maxPrice: merged.maxPrice ?? DEFAULT_PRICE_RANGE.maxPrice,
  });
  for (const key of Object.keys(change) as (keyof FilterChange)[]) {
    const value = query[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if ('search' in change && !query.search) {
    next.delete('initial');
    if (next.get('sort') === 'relevance') next.delete('sort');
  }
  return next;
}

/** How many filters narrow the results (the sort order is not one). */
export function countActiveFilters(filters: SearchFilters): number {
  return (
    [filters.category, filters.operation, filters.hectares, filters.search, filters.bbox].filter(Boolean)
      .length +
    filters.state.length +
    (filters.minPrice > DEFAULT_PRICE_RANGE.minPrice || filters.maxPrice < DEFAULT_PRICE_RANGE.maxPrice
      ? 1
      : 0)
  );
}

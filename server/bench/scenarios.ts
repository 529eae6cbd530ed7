import { AREA_RANGES, CATEGORIES, OPERATIONS } from '@tranquera/contracts';
import { type Random, seededRandom } from '../src/db/seed/prng.ts';
import { PROVINCE_WEIGHTS } from './listing-vocabulary.ts';

/**
 * What a goal applies to: issue 9 sets one for browsing, one for detail pages and one for
 * every search; issue 13 one for the map.
 */
export type ScenarioKind = 'browse' | 'search' | 'detail' | 'map';

export interface Scenario {
  /** What BENCH_SCENARIOS names. */
  key: string;
  name: string;
  kind: ScenarioKind;
  /** Distinct paths; the connections take them in turn. */
  paths: string[];
}

/** Distinct URLs per scenario: enough that no single-URL cache carries a scenario. */
export const URLS_PER_SCENARIO = 240;

const SEARCH = '/api/properties/';

export function searchPath(params: Record<string, string | number | undefined>): string {
  const defined = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  const query = new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)]));
  return `${SEARCH}?${query}`;
}

export const detailPath = (id: string) => `/api/properties/get-property/${id}`;

/** Words most listings contain (titles, categories, descriptions). */
export const BROAD_WORDS = [
  'campo',
  'venta',
  'ganadero',
  'agricola',
  'agrícola',
  'estancia',
  'chacra',
  'lote',
  'hacienda',
  'riego',
  'alambrado',
  'casa',
  'monte',
  'ruta',
  'soja',
];
/** One or two letters, and the short stems people type before the word is complete. */
const PREFIXES = [
  'c',
  'ca',
  'cam',
  'camp',
  'gan',
  'gana',
  'agr',
  'agri',
  'est',
  'esta',
  'la',
  'lo',
  'ch',
  'cha',
  'mo',
  'al',
  'ri',
  'ha',
  'tr',
  'pa',
  'so',
  've',
  'po',
  'in',
  'de',
  'co',
  'me',
  'sa',
];
/** Towns and rare words: few listings match. */
const NARROW_WORDS = [
  'Pergamino',
  'Tandil',
  'Azul',
  'Junín',
  'Bolívar',
  'Rafaela',
  'Casilda',
  'Concordia',
  'Laboulaye',
  'General Pico',
  'Río Cuarto',
  'Villa María',
  'feedlot',
  'tambero',
  'sojero',
  'maicero',
  'triguero',
  'invernada',
  'recría',
  'pivot',
  'caldén',
  'eucaliptos',
  'viñedos',
  'olivares',
  'laguna',
  'girasol',
  'ordeñe',
  'anegamiento',
  'desmonte',
  'galpones',
  'acopio',
  'puerto',
  'montaña',
  'festuca',
];
const KIND_WORDS = ['campo', 'estancia', 'chacra', 'quinta', 'lote', 'fracción'];
const MIN_PRICES = [500, 1000, 1500, 2000, 3000, 5000];
const MAX_PRICES = [2000, 3000, 5000, 8000, 12000, 20000];

const maybe = <T>(random: Random, probability: number, value: () => T): T | undefined =>
  random.chance(probability) ? value() : undefined;

function province(random: Random): string {
  const total = PROVINCE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [name, weight] of PROVINCE_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return name;
  }
  return PROVINCE_WEIGHTS[0]![0];
}

export function provinces(random: Random, count: number): string {
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(province(random));
  return [...chosen].join(',');
}

export const hectares = (random: Random) =>
  random
    .shuffle(AREA_RANGES.map((range) => range.value))
    .slice(0, random.int(1, 2))
    .join(',');

export function priceRange(random: Random): { minPrice?: number; maxPrice?: number } {
  const min = random.pick(MIN_PRICES);
  const max = random.pick(MAX_PRICES.filter((price) => price > min));
  const shape = random.int(0, 3);
  return shape === 0 ? { minPrice: min } : shape === 1 ? { maxPrice: max } : { minPrice: min, maxPrice: max };
}

export function narrowText(random: Random): string {
  const first = random.pick(NARROW_WORDS);
  if (random.chance(0.5)) return first;
  return random.chance(0.5) ? `${random.pick(KIND_WORDS)} ${first}` : `${first} ${random.pick(NARROW_WORDS)}`;
}

/** `count` distinct values of `make`, or as many as it can make. */
export function distinct(count: number, make: () => string): string[] {
  const found = new Set<string>();
  for (let attempt = 0; attempt < count * 50 && found.size < count; attempt++) found.add(make());
  return [...found];
}

type Maker = (random: Random) => string;

const SEARCH_SCENARIOS: [key: string, name: string, kind: ScenarioKind, make: Maker][] = [
  [
    'browse',
    'browse pages 1–20 (any category/operation)',
    'browse',
    (r) =>
      searchPath({
        category: maybe(r, 0.5, () => r.pick(CATEGORIES)),
        operation: maybe(r, 0.3, () => r.pick(OPERATIONS)),
        page: r.int(1, 20),
      }),
  ],
  [
    'filters',
    'filters only (category, 2 provinces, price, hectares)',
    'search',
    (r) =>
      searchPath({
        category: maybe(r, 0.7, () => r.pick(CATEGORIES)),
        state: provinces(r, 2),
        ...priceRange(r),
        hectares: hectares(r),
        page: r.chance(0.8) ? undefined : r.int(2, 3),
      }),
  ],
  [
    'broad-word',
    'one broad word (campo, venta, ganadero…, pages 1–5)',
    'search',
    (r) =>
      searchPath({
        search: r.pick(BROAD_WORDS),
        operation: maybe(r, 0.25, () => r.pick(OPERATIONS)),
        sort: maybe(r, 0.15, () => 'recent'),
        page: r.int(1, 5),
      }),
  ],
  [
    'prefix',
    'short prefixes (c, ca, gan, agr…)',
    'search',
    (r) =>
      searchPath({
        search: r.pick(PREFIXES),
        category: maybe(r, 0.3, () => r.pick(CATEGORIES)),
        page: r.int(1, 3),
      }),
  ],
  [
    'narrow-text',
    'narrow text, 1–2 words',
    'search',
    (r) => searchPath({ search: narrowText(r), page: r.chance(0.8) ? undefined : 2 }),
  ],
  [
    'text-filters',
    'text + filters + pages up to 8',
    'search',
    (r) => {
      const filters = {
        category: maybe(r, 0.5, () => r.pick(CATEGORIES)),
        state: maybe(r, 0.5, () => provinces(r, r.int(1, 2))),
        ...(r.chance(0.4) ? priceRange(r) : {}),
        hectares: maybe(r, 0.4, () => hectares(r)),
      };
      const none = Object.values(filters).every((value) => value === undefined);
      return searchPath({
        search: r.chance(0.6) ? r.pick(BROAD_WORDS) : narrowText(r),
        ...filters,
        category: none ? r.pick(CATEGORIES) : filters.category,
        page: r.int(1, 8),
      });
    },
  ],
  [
    'price-sort',
    'price sorts (with and without text)',
    'search',
    (r) =>
      searchPath({
        search: maybe(r, 0.5, () => (r.chance(0.7) ? r.pick(BROAD_WORDS) : narrowText(r))),
        category: maybe(r, 0.4, () => r.pick(CATEGORIES)),
        sort: r.pick(['price_asc', 'price_desc']),
        page: r.int(1, 5),
      }),
  ],
];

/** The URL sets of the search scenarios, the same on every run (each has its own seed). */
export function searchScenarios(): Scenario[] {
  return SEARCH_SCENARIOS.map(([key, name, kind, make], index) => {
    const random = seededRandom(9_000 + index);
    return { key, name, kind, paths: random.shuffle(distinct(URLS_PER_SCENARIO, () => make(random))) };
  });
}

export function detailScenario(liveIds: string[]): Scenario {
  return { key: 'detail', name: 'detail by id', kind: 'detail', paths: liveIds.map(detailPath) };
}

/** Where the 'Ver más' chains start: twelve filter sets, each followed to page 20. */
export const CURSOR_CHAIN_STARTS: Record<string, string | number>[] = [
  {},
  { category: 'Ganadero' },
  { operation: 'alquiler' },
  { state: 'Buenos Aires,Córdoba' },
  { search: 'campo' },
  { search: 'ganadero' },
  { search: 'estancia', operation: 'venta' },
  { sort: 'price_asc' },
  { sort: 'price_desc', category: 'Agrícola' },
  { search: 'campo', sort: 'price_desc' },
  { minPrice: 1000, maxPrice: 8000, hectares: '200-500,500-1000,1000-500000' },
  { search: 'riego', state: 'Buenos Aires,Santa Fe,Córdoba' },
];

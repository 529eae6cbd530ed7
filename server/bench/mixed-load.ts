import { CATEGORIES } from '@tranquera/contracts';
import { seededRandom } from '../src/db/seed/prng.ts';
import type { HttpRequest } from './load-test.ts';
import { detailPath, type Scenario, searchPath } from './scenarios.ts';

/** The throughput goal is set at 20 connections. */
export const MIXED_CONNECTIONS = 20;

/** Pages many visitors open: the first page of the catalogue, of each category, of common words. */
const POPULAR = [
  searchPath({}),
  ...CATEGORIES.map((category) => searchPath({ category })),
  searchPath({ operation: 'alquiler' }),
  searchPath({ state: 'Buenos Aires' }),
  searchPath({ search: 'campo' }),
  searchPath({ search: 'ganadero' }),
  searchPath({ search: 'estancia' }),
];
const HTML = { accept: 'text/html,application/xhtml+xml' };

/**
 * A browsing crowd: popular search pages (repeated), distinct search pages, filters, listing
 * details and the HTML shell of the home, listing and detail pages, in a fixed random order.
 */
export function mixedRequests(scenarios: Scenario[], liveIds: string[], withShell: boolean): HttpRequest[] {
  const random = seededRandom(4242);
  const paths = (key: string) => scenarios.find((scenario) => scenario.key === key)?.paths ?? [];
  const distinctPages = [
    'browse',
    'broad-word',
    'prefix',
    'narrow-text',
    'text-filters',
    'price-sort',
  ].flatMap(paths);
  const filters = paths('filters');
  const shellPages = [
    () => '/',
    () => {
      const api = random.pick([...filters, ...paths('browse')]);
      return `/listing-properties${api.slice(api.indexOf('?'))}`;
    },
    () => `/property/${random.pick(liveIds)}`,
  ];
  const kinds: [weight: number, make: () => HttpRequest][] = [
    [25, () => ({ path: random.pick(POPULAR) })],
    [20, () => ({ path: random.pick(distinctPages) })],
    [15, () => ({ path: random.pick(filters) })],
    [25, () => ({ path: detailPath(random.pick(liveIds)) })],
  ];
  if (withShell) kinds.push([15, () => ({ path: random.pick(shellPages)(), headers: HTML })]);
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  return Array.from({ length: 4000 }, () => {
    let roll = random.next() * total;
    for (const [weight, make] of kinds) {
      roll -= weight;
      if (roll <= 0) return make();
    }
    return kinds[0]![1]();
  });
}

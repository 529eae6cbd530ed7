import { CATEGORIES } from '@tranquera/contracts';
import pg from 'pg';
import { seededRandom } from '../src/db/seed/prng.ts';
import type { HttpRequest } from './load-test.ts';
import { mapScenarios } from './map-scenarios.ts';
import { detailPath, detailScenario, type Scenario, searchPath, searchScenarios } from './scenarios.ts';

/** The throughput goal is set at 20 connections. */
export const MIXED_CONNECTIONS = 20;

/** Pages many visitors open: the first page of the catalogue, of each category, of common words. */
export const POPULAR = [
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

/** 2,000 live listings of a PostgreSQL database, in a fixed pseudo-random order (for a driver). */
export async function liveListingIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from properties where status = 'active' order by md5(id::text) limit 2000`,
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * The mixed load's requests for a running server, or only its server-rendered pages other than
 * the home ('pages': listing searches and listing details, nearly every one a first visit).
 */
export function mixedLoad(liveIds: string[], only: 'all' | 'pages' = 'all'): HttpRequest[] {
  const scenarios = [...searchScenarios(), ...mapScenarios(), detailScenario(liveIds)];
  const requests = mixedRequests(scenarios, liveIds, true);
  return only === 'all' ? requests : requests.filter((request) => request.headers && request.path !== '/');
}

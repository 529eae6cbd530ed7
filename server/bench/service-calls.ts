import { propertySearchQuerySchema } from '@tranquera/contracts';
import type { Logger } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import type { Statement } from './bare-sql.ts';

// The services the routes call, imported by path at run time: the search engine changes while
// the benchmark stays, so a missing export is reported when it is needed, not a type error.
const importService = (file: string): Promise<Record<string, unknown>> =>
  import(new URL(`../src/modules/properties/${file}`, import.meta.url).href);

type SearchFn = (db: Database, query: unknown, options?: object) => Promise<unknown>;
type DetailFn = (db: Database, id: string) => Promise<unknown>;

export interface ServiceCalls {
  /** Does for `path` (a search or detail API path) what its route does with the database. */
  call(db: Database, path: string): Promise<void>;
  /** How the route's options were mirrored, for the report. */
  note: string;
}

const DETAIL = '/api/properties/get-property/';

/** The query as the route sees it: Fastify's parsed query string, empty values dropped, the contract. */
function parseSearchQuery(path: string) {
  const params = Object.fromEntries(
    [...new URL(path, 'http://bench').searchParams].filter(([, value]) => value !== ''),
  );
  return propertySearchQuerySchema.parse(params);
}

/**
 * The search options the route passes. Today the app remembers totals per match (SearchTotals
 * over the catalogue version): the bench gives the service the same kind of memory, so the bare
 * SQL is what the server runs once warm.
 */
async function routeSearchOptions(): Promise<{ options: object; note: string }> {
  try {
    const counts = await importService('search-count.ts');
    const versions = await importService('catalogue-version.ts');
    const Totals = counts.SearchTotals as (new (version: unknown) => object) | undefined;
    const Version = versions.CatalogueVersion as (new () => object) | undefined;
    if (typeof Totals === 'function' && typeof Version === 'function') {
      return { options: { totals: new Totals(new Version()) }, note: 'totals remembered as the app does' };
    }
  } catch {
    // No remembered totals in this engine.
  }
  return { options: {}, note: 'no search options' };
}

export async function loadServiceCalls(): Promise<ServiceCalls> {
  const search = (await importService('search-properties.ts')).searchProperties as SearchFn | undefined;
  const detail = (await importService('service.ts')).getProperty as DetailFn | undefined;
  if (typeof search !== 'function')
    throw new Error('search-properties.ts no longer exports searchProperties');
  if (typeof detail !== 'function') throw new Error('service.ts no longer exports getProperty');
  const { options, note } = await routeSearchOptions();
  return {
    note,
    async call(db, path) {
      if (path.startsWith(DETAIL)) await detail(db, decodeURIComponent(path.slice(DETAIL.length)));
      else if (path.startsWith('/api/properties/?')) await search(db, parseSearchQuery(path), options);
      else throw new Error(`no service call for ${path}`);
    },
  };
}

/** A Drizzle logger that records statements while `capture` runs. */
export class StatementLog implements Logger {
  private sink: Statement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.sink?.push({ text: query, params: [...params] });
  }

  async capture(run: () => Promise<void>): Promise<Statement[]> {
    const sink: Statement[] = [];
    this.sink = sink;
    try {
      await run();
      return sink;
    } finally {
      this.sink = null;
    }
  }
}

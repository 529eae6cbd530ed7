import { mapQuerySchema, propertySearchQuerySchema } from '@tranquera/contracts';
import type { Logger } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import type { Statement } from './bare-sql.ts';

// The services the routes call, imported by path at run time: the search engine changes while
// the benchmark stays, so a missing export is reported when it is needed, not a type error.
const importService = (file: string): Promise<Record<string, unknown>> =>
  import(new URL(`../src/modules/properties/${file}`, import.meta.url).href);

type SearchFn = (db: Database, query: unknown, options?: object) => Promise<unknown>;
type DetailFn = (db: Database, id: string) => Promise<unknown>;
type MapFn = (db: Database, index: unknown, query: unknown) => Promise<unknown>;
type AreaFn = (index: unknown, query: unknown) => Promise<{ ids: string[] | null }>;
type WithAreaFn = (index: unknown, totals: unknown, catalogue: unknown, query: unknown) => Promise<object>;
type MapIndexClass = new (db: Database, catalogue: unknown) => unknown;

export interface ServiceCalls {
  /** Does for `path` (a search, map or detail API path) what its route does with the database. */
  call(db: Database, path: string): Promise<void>;
  /** How the route's options were mirrored, for the report. */
  note: string;
}

const DETAIL = '/api/properties/get-property/';
const MAP = '/api/properties/map?';

/** The query string as the routes see it: Fastify's parsed parameters, empty values dropped. */
const queryOf = (path: string) =>
  Object.fromEntries([...new URL(path, 'http://bench').searchParams].filter(([, value]) => value !== ''));

/** The search query as the route sees it: the parameters through the contract. */
function parseSearchQuery(path: string) {
  return propertySearchQuerySchema.parse(queryOf(path));
}

/**
 * The search options the route passes. Today the app remembers totals per match (SearchTotals
 * over the catalogue version): the bench gives the service the same kind of memory, so the bare
 * SQL is what the server runs once warm.
 */
async function routeSearchOptions(): Promise<{
  optionsFor: (db: Database) => object;
  note: string;
  /** The remembered totals and the catalogue version they belong to, for the map area's step. */
  totals?: { totals: object; version: object };
}> {
  try {
    const counts = await importService('search-count.ts');
    const versions = await importService('catalogue-version.ts');
    const Totals = counts.SearchTotals as (new (version: unknown) => object) | undefined;
    const Version = versions.CatalogueVersion as (new () => object) | undefined;
    if (typeof Totals === 'function' && typeof Version === 'function') {
      // The featured listings remembered per version too, where the engine has them (routes.ts).
      const Featured = (
        await importService('featured-listings.ts').catch(() => ({}) as Record<string, unknown>)
      ).FeaturedListings as (new (db: Database, version: unknown) => object) | undefined;
      const version = new Version();
      const totals = new Totals(version);
      const perDatabase = new WeakMap<Database, object>();
      const optionsFor = (db: Database) => {
        let options = perDatabase.get(db);
        if (!options) {
          options =
            typeof Featured === 'function' ? { totals, featured: new Featured(db, version) } : { totals };
          perDatabase.set(db, options);
        }
        return options;
      };
      const note =
        typeof Featured === 'function'
          ? 'totals and featured listings remembered as the app does'
          : 'totals remembered as the app does';
      return { optionsFor, note, totals: { totals, version } };
    }
  } catch {
    // No remembered totals in this engine.
  }
  return { optionsFor: () => ({}), note: 'no search options' };
}

interface MapCalls {
  /** GET /api/properties/map. */
  map(db: Database, path: string): Promise<void>;
  /** A list search with a map area as the route hands it to the search (its `withMapArea` step). */
  area<Q extends { bbox?: unknown }>(db: Database, query: Q): Promise<Q>;
}

/**
 * The map's service with an in-memory index per database, like the route's (the index reads the
 * listings once, then answers from memory while the catalogue version stands still). A list
 * search's map area goes through the route's own step when the engine has it, with the same
 * remembered totals as the search (the area's count is then its total, as in the server).
 */
async function loadMapCalls(
  remembered: { totals: object; version: object } | undefined,
): Promise<MapCalls | null> {
  try {
    const service = await importService('map-search.ts');
    const search = service.searchMap as MapFn | undefined;
    const inArea = service.listingsInArea as AreaFn | undefined;
    const withArea = service.withMapArea as WithAreaFn | undefined;
    const Index = (await importService('map-index.ts')).MapIndex as MapIndexClass | undefined;
    const Version = (await importService('catalogue-version.ts')).CatalogueVersion as
      | (new () => object)
      | undefined;
    if (typeof search !== 'function' || typeof Index !== 'function' || typeof Version !== 'function') {
      return null;
    }
    const version = remembered?.version ?? new Version();
    const indexes = new WeakMap<Database, unknown>();
    const indexOf = (db: Database) => {
      let index = indexes.get(db);
      if (!index) {
        index = new Index(db, version);
        indexes.set(db, index);
      }
      return index;
    };
    return {
      map: async (db, path) => void (await search(db, indexOf(db), mapQuerySchema.parse(queryOf(path)))),
      async area(db, query) {
        if (!query.bbox) return query;
        if (typeof withArea === 'function' && remembered) {
          return (await withArea(indexOf(db), remembered.totals, version, query)) as typeof query;
        }
        const ids = typeof inArea === 'function' ? (await inArea(indexOf(db), query)).ids : null;
        return ids ? { ...query, areaIds: ids } : query;
      },
    };
  } catch {
    return null;
  }
}

export async function loadServiceCalls(): Promise<ServiceCalls> {
  const search = (await importService('search-properties.ts')).searchProperties as SearchFn | undefined;
  const detail = (await importService('service.ts')).getProperty as DetailFn | undefined;
  if (typeof search !== 'function')
    throw new Error('search-properties.ts no longer exports searchProperties');
  if (typeof detail !== 'function') throw new Error('service.ts no longer exports getProperty');
  const { optionsFor, note, totals } = await routeSearchOptions();
  const map = await loadMapCalls(totals);
  return {
    note,
    async call(db, path) {
      if (path.startsWith(DETAIL)) await detail(db, decodeURIComponent(path.slice(DETAIL.length)));
      else if (path.startsWith(MAP)) {
        if (!map) throw new Error('map-search.ts no longer exports searchMap (or map-index.ts MapIndex)');
        await map.map(db, path);
      } else if (path.startsWith('/api/properties/?')) {
        // A map area as the route reads it (routes.ts): by id while the map's index finds few.
        const query = parseSearchQuery(path);
        await search(db, map ? await map.area(db, query) : query, optionsFor(db));
      } else throw new Error(`no service call for ${path}`);
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

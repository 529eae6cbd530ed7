import { SEARCH_TEXT_TOTAL_BOUND, SEARCH_TOTAL_BOUND } from '@tranquera/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LISTINGS, LISTING_SEARCH } from './search-source.ts';
import type { CatalogueVersion } from './catalogue-version.ts';

export interface SearchTotal {
  total: number;
  exact: boolean;
}

/**
 * Counts matches only up to a bound, like search engines do: past it the answer is "more than".
 * Without text the count is an index-only scan of the facets index, so the bound is 10,000;
 * a text match needs each row's search document, so it stops at 1,000.
 */
export async function boundedCount(db: Database, where: SQL, withText: boolean): Promise<SearchTotal> {
  return countUpTo(
    db,
    where,
    withText ? SEARCH_TEXT_TOTAL_BOUND : SEARCH_TOTAL_BOUND,
    withText ? LISTING_SEARCH : LISTINGS,
  );
}

/** How many listings match, or `bound` (not exact) when more do. */
export async function countUpTo(
  db: Database,
  where: SQL,
  bound: number,
  source: SQL = LISTINGS,
): Promise<SearchTotal> {
  const result = await db.execute(
    sql`select count(*)::int as count from (select 1 from ${source} where ${where} limit ${bound + 1}) as capped`,
  );
  const count = (result.rows[0] as { count: number } | undefined)?.count ?? 0;
  return count > bound ? { total: bound, exact: false } : { total: count, exact: true };
}

/**
 * Totals of recent searches by what they match (not by page or order), so the pages and orders
 * of one search count once. Entries belong to a catalogue version: any write that may change a
 * listing moves the version on and every older total is ignored from then on.
 */
export class SearchTotals {
  private readonly entries = new Map<string, { version: number; total: SearchTotal }>();

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly capacity = 5000,
  ) {}

  /** The total remembered for `key` at the current catalogue version, without counting. */
  peek(key: string): SearchTotal | undefined {
    const known = this.entries.get(key);
    return known && known.version === this.catalogue.current ? known.total : undefined;
  }

  async get(key: string, count: () => Promise<SearchTotal>): Promise<SearchTotal> {
    const version = this.catalogue.current;
    const known = this.entries.get(key);
    if (known && known.version === version) return known.total;
    const total = await count();
    // Counted while a write landed: keep it under the version it started with, never serve it after.
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    return total;
  }
}

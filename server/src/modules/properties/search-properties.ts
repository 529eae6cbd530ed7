import type { PropertyListResponse, PropertySearchQuery } from '@tranquera/contracts';
import { FEATURED_ON_SEARCH } from '@tranquera/contracts';
import { and, desc, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { boundedCount, type SearchTotal, type SearchTotals } from './search-count.ts';
import { decodeCursor, encodeCursor, type SearchCursor, type SearchOrder } from './search-cursor.ts';
import { matchKey, searchFilters } from './search-filters.ts';
import { after, orderBy, segmentsFor, type Segment } from './search-segments.ts';
import { isFeaturedAt, summariesInOrder } from './service.ts';
import { textSearch } from './text-query.ts';

interface Row {
  id: string;
  at: string;
  price: number;
  tier: number;
}

/** Newest first unless asked otherwise; a text search defaults to relevance. */
function orderOf(query: PropertySearchQuery, withText: boolean): SearchOrder {
  const order = query.sort ?? (withText ? 'relevance' : 'recent');
  return order === 'relevance' && !withText ? 'recent' : order;
}

/** Up to `limit` rows of one segment, narrow (id and sort keys), from an index walk. */
async function readSegment(
  db: Database,
  where: SQL,
  order: SearchOrder,
  segment: Segment,
  range: { limit: number; offset?: number; after?: SQL },
): Promise<Row[]> {
  const rows = await db
    .select({
      id: properties.id,
      at: sql<string>`${properties.createdAt}::text`.as('cursor_at'),
      price: properties.pricePerHectareUsd,
    })
    .from(properties)
    .where(and(where, segment.where, range.after))
    .orderBy(...orderBy(order))
    .limit(range.limit)
    .offset(range.offset ?? 0);
  return rows.map((row) => ({ ...row, tier: segment.tier }));
}

/** `limit` rows from where the cursor left off: its segment past its row, then the next segments. */
async function readAfterCursor(
  db: Database,
  where: SQL,
  order: SearchOrder,
  segments: Segment[],
  cursor: SearchCursor,
  limit: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const segment of segments) {
    if (segment.tier > cursor.t) continue;
    const range = segment.tier === cursor.t ? { after: after(order, cursor) } : {};
    rows.push(...(await readSegment(db, where, order, segment, { ...range, limit: limit - rows.length })));
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * `limit` rows after skipping `offset` (the spec's `page=`): the OFFSET is applied in SQL within a
 * segment; a segment it skips entirely is counted (up to what is left to skip) so the next one
 * skips only the rest.
 */
async function readAtOffset(
  db: Database,
  where: SQL,
  order: SearchOrder,
  segments: Segment[],
  offset: number,
  limit: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  let skip = offset;
  for (const segment of segments) {
    const found = await readSegment(db, where, order, segment, { limit: limit - rows.length, offset: skip });
    if (found.length === 0 && skip > 0) {
      const skipped = db
        .select({ one: sql`1` })
        .from(properties)
        .where(and(where, segment.where))
        .limit(skip)
        .as('skipped');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(skipped);
      skip -= row?.count ?? 0;
      continue;
    }
    skip = 0;
    rows.push(...found);
    if (rows.length >= limit) break;
  }
  return rows;
}

export interface SearchOptions {
  /** Remembered totals (the app's); without it every page counts. */
  totals?: SearchTotals;
  /** The app's clock: whether a listing is still featured. */
  now?: Date;
}

/**
 * The paid plan's first place: on the first page of a search in its default order, up to
 * FEATURED_ON_SEARCH featured listings that match it go on top (a small partial index walk).
 * A sort the buyer chose (price) is left alone.
 */
async function featuredOnTop(db: Database, where: SQL, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(where, isFeaturedAt(now)))
    .orderBy(desc(properties.featuredUntil), desc(properties.id))
    .limit(FEATURED_ON_SEARCH);
  return rows.map((row) => row.id);
}

/**
 * One page of live listings (docs/decisions/search-engine.md): the page's ids come from index
 * walks cut with LIMIT, one more row than the page tells whether another page follows, and the
 * total is counted up to a bound; only the page's rows are then read, as cards.
 */
export async function searchProperties(
  db: Database,
  query: PropertySearchQuery,
  options: SearchOptions = {},
): Promise<PropertyListResponse> {
  const text = textSearch(query.search);
  const order = orderOf(query, text !== null);
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : null;
  const where = text ? (and(searchFilters(query), text.matches) as SQL) : searchFilters(query);
  const segments = segmentsFor(order, text);
  const page = cursor?.n ?? query.page;

  const count = () => boundedCount(db, where, text !== null);
  const totalOf = async (): Promise<SearchTotal> =>
    cursor
      ? { total: cursor.total, exact: cursor.exact }
      : options.totals
        ? options.totals.get(matchKey(query), count)
        : count();
  const now = options.now ?? new Date();
  // Featured listings go on top of page 1 and are left out of every page's own results, so
  // appending pages ('Ver más') never shows one twice.
  const featured = !order.startsWith('price') && !query.userId ? await featuredOnTop(db, where, now) : [];
  const organic = featured.length > 0 ? (and(where, notInArray(properties.id, featured)) as SQL) : where;
  const [rows, total] = await Promise.all([
    cursor
      ? readAfterCursor(db, organic, order, segments, cursor, query.limit + 1)
      : readAtOffset(db, organic, order, segments, (page - 1) * query.limit, query.limit + 1),
    totalOf(),
  ]);
  const onTop = !cursor && page === 1 ? featured : [];

  const hasNextPage = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor =
    hasNextPage && last
      ? encodeCursor({
          o: order,
          n: page + 1,
          t: last.tier,
          c: last.at,
          p: order.startsWith('price') ? last.price : null,
          i: last.id,
          total: total.total,
          exact: total.exact,
        })
      : null;
  return {
    payload: await summariesInOrder(db, [...onTop, ...shown.map((row) => row.id)], now),
    info: {
      hasNextPage,
      nextPage: hasNextPage ? page + 1 : null,
      page,
      total: total.total,
      totalIsExact: total.exact,
      nextCursor,
    },
  };
}

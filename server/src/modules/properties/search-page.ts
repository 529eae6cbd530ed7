import type { PropertySummary } from '@tranquera/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties, users } from '../../db/schema.ts';
import type { SearchCursor, SearchOrder } from './search-cursor.ts';
import { after, orderBy, type Segment } from './search-segments.ts';
import { toPropertySummary } from './serialize.ts';
import { ownerColumns, summaryColumns } from './service.ts';

/** A card of a search page with the keys the next page's cursor is cut from. */
export interface PageRow {
  card: PropertySummary;
  id: string;
  /** created_at as PostgreSQL prints it (microseconds survive the round trip). */
  at: string;
  price: number;
  tier: number;
}

/** Where a page starts: after a cursor's row ('Ver más'), or after skipping rows (`page=`). */
export type PageStart = { cursor: SearchCursor } | { offset: number };

/** One segment's narrow rows (id and sort keys) from an index walk cut at `limit`. */
function segmentRows(where: SQL, order: SearchOrder, segment: Segment, limit: number, from?: SQL): SQL {
  return sql`(select ${properties.id} as id, ${properties.createdAt}::text as cursor_at, ${properties.pricePerHectareUsd} as price, ${segment.tier}::int as tier from ${properties} where ${and(where, segment.where, from)} order by ${sql.join(orderBy(order), sql`, `)} limit ${limit})`;
}

/**
 * One page of a search in a single statement (docs/decisions/search-engine.md). The segments
 * (title tiers) are `UNION ALL`ed, each cut at what the page could need from it, and the page is
 * cut from their concatenation. A plain (non-parallel) Append runs its branches one after the
 * other and stops when the outer LIMIT is met, so a later tier is read only when the earlier
 * ones fall short: the same index walks as one statement per segment, in one round trip. A
 * branch with a LIMIT has no partial plan, so the planner can't run them in parallel and
 * interleave them. Only the page's rows are then joined to their cards and owners, and sorted
 * again by tier and order (a few rows), so the answer's order never rests on the join's.
 */
export async function readPage(
  db: Database,
  where: SQL,
  order: SearchOrder,
  segments: Segment[],
  start: PageStart,
  limit: number,
  now: Date,
): Promise<PageRow[]> {
  let branches: SQL[];
  let offset = 0;
  if ('cursor' in start) {
    const { cursor } = start;
    branches = segments
      .filter((segment) => segment.tier <= cursor.t)
      .map((segment) =>
        segmentRows(
          where,
          order,
          segment,
          limit,
          segment.tier === cursor.t ? after(order, cursor) : undefined,
        ),
      );
  } else {
    offset = start.offset;
    branches = segments.map((segment) => segmentRows(where, order, segment, offset + limit));
  }
  const page = sql`(select * from (${sql.join(branches, sql` union all `)}) as segments limit ${limit} offset ${offset}) as page`;
  const rows = await db
    .select({
      property: summaryColumns,
      owner: ownerColumns,
      at: sql<string>`page.cursor_at`,
      price: sql<number>`page.price`,
      tier: sql<number>`page.tier`,
    })
    .from(page)
    .innerJoin(properties, eq(properties.id, sql`page.id`))
    .innerJoin(users, eq(users.id, properties.userId))
    .orderBy(desc(sql`page.tier`), ...orderBy(order));
  return rows.map((row) => ({
    card: toPropertySummary(row.property, row.owner, now),
    id: row.property.id,
    at: row.at,
    price: row.price,
    tier: row.tier,
  }));
}

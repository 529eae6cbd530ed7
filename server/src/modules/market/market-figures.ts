import {
  CATEGORIES,
  MARKET_HISTORY_MONTHS,
  MARKET_MIN_LISTINGS,
  type MarketMonth,
  type MarketPrice,
  type MarketPricesQuery,
  type MarketScarceCell,
  OPERATIONS,
  type Operation,
  PROVINCES,
} from '@tranquera/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';

// The figures of /precios, computed in SQL (percentile_cont: the same on PGlite and PostgreSQL).
// Each group is trimmed with Tukey's fences first: prices outside 1.5 interquartile ranges of
// its quartiles are left out, then the median and quartiles of what remains are taken
// (docs/decisions/market-prices.md).

export interface PriceTable {
  prices: MarketPrice[];
  scarce: MarketScarceCell[];
}

/** What the history counts: listings published and public, whether still online or expired since. */
const WAS_PUBLISHED = inArray(properties.status, ['active', 'expired']);
const IS_LIVE = eq(properties.status, 'active');
const PRICED = sql`${properties.pricePerHectareUsd} > 0`;

/** Argentina keeps UTC−3 all year: its months start at 03:00 UTC. */
const ARGENTINA_OFFSET_HOURS = 3;

interface GroupRow {
  state?: string;
  category?: string;
  operation: string;
  month?: string;
  median: number;
  p25: number;
  p75: number;
  count: number;
}

/**
 * Median, quartiles and count per group of `keys` over the listings `where` selects, after
 * dropping each group's outliers. `keys` are SQL expressions named by their aliases.
 */
async function trimmedGroups(db: Database, keys: Record<string, SQL>, where: SQL[]) {
  const names = Object.keys(keys).map((name) => sql.identifier(name));
  const select = sql.join(
    Object.entries(keys).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const groupBy = sql.join(names, sql`, `);
  const pricedKeys = sql.join(
    names.map((name) => sql`p.${name}`),
    sql`, `,
  );
  const joinOn = sql.join(
    names.map((name) => sql`p.${name} = f.${name}`),
    sql` and `,
  );
  const result = await db.execute(sql`
    with priced as (
      select ${select}, ${properties.pricePerHectareUsd} as usd
      from ${properties} where ${sql.join(where, sql` and `)}
    ),
    fences as (
      select ${groupBy},
        percentile_cont(0.25) within group (order by usd) as q1,
        percentile_cont(0.75) within group (order by usd) as q3
      from priced group by ${groupBy}
    )
    select ${pricedKeys},
      percentile_cont(0.5) within group (order by p.usd) as median,
      percentile_cont(0.25) within group (order by p.usd) as p25,
      percentile_cont(0.75) within group (order by p.usd) as p75,
      count(*)::int as count
    from priced p join fences f on ${joinOn}
    where p.usd between f.q1 - 1.5 * (f.q3 - f.q1) and f.q3 + 1.5 * (f.q3 - f.q1)
    group by ${pricedKeys}
  `);
  return (result.rows as unknown as GroupRow[]).map((row) => ({
    ...row,
    median: Number(row.median),
    p25: Number(row.p25),
    p75: Number(row.p75),
    count: Number(row.count),
  }));
}

function filterConditions(filters: MarketPricesQuery): SQL[] {
  return [
    filters.state ? eq(properties.state, filters.state) : undefined,
    filters.category ? eq(properties.category, filters.category) : undefined,
    filters.operation ? eq(properties.operation, filters.operation) : undefined,
  ].filter((condition) => condition !== undefined);
}

const rank = (list: readonly string[], value: string) => list.indexOf(value);

/**
 * The cells of live listings (province × land use × operation) the filters select, in the option
 * lists' order: all of them without filters, one with all three.
 */
export async function computeCells(db: Database, filters: MarketPricesQuery = {}): Promise<PriceTable> {
  const rows = await trimmedGroups(
    db,
    {
      state: sql`${properties.state}`,
      category: sql`${properties.category}`,
      operation: sql`${properties.operation}`,
    },
    [IS_LIVE, PRICED, ...filterConditions(filters)],
  );
  const cells = rows
    .filter(
      (row) =>
        rank(PROVINCES, row.state ?? '') >= 0 &&
        rank(CATEGORIES, row.category ?? '') >= 0 &&
        rank(OPERATIONS, row.operation) >= 0,
    )
    .sort(
      (a, b) =>
        rank(PROVINCES, a.state!) - rank(PROVINCES, b.state!) ||
        rank(CATEGORIES, a.category!) - rank(CATEGORIES, b.category!) ||
        rank(OPERATIONS, a.operation) - rank(OPERATIONS, b.operation),
    )
    .map((row) => ({
      state: row.state as MarketPrice['state'],
      category: row.category as MarketPrice['category'],
      operation: row.operation as Operation,
      median: Math.round(row.median),
      p25: Math.round(row.p25),
      p75: Math.round(row.p75),
      count: row.count,
    }));
  return {
    prices: cells.filter((cell) => cell.count >= MARKET_MIN_LISTINGS),
    scarce: cells
      .filter((cell) => cell.count < MARKET_MIN_LISTINGS)
      .map(({ state, category, operation, count }) => ({ state, category, operation, count })),
  };
}

/** 'YYYY-MM' of a month counted from year and zero-based month, which may run past 0–11. */
function monthKey(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The history's months, oldest first, ending with the one `now` is in (Argentina's calendar). */
export function historyMonths(now: Date): { keys: string[]; start: Date } {
  const local = new Date(now.getTime() - ARGENTINA_OFFSET_HOURS * 3600_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const first = month - (MARKET_HISTORY_MONTHS - 1);
  return {
    keys: Array.from({ length: MARKET_HISTORY_MONTHS }, (_, i) => monthKey(year, first + i)),
    start: new Date(Date.UTC(year, first, 1, ARGENTINA_OFFSET_HOURS)),
  };
}

/**
 * The median asking price per hectare of the listings published each month of the history,
 * per operation, for the filters given; months with too few listings have no median.
 */
export async function computeHistory(
  db: Database,
  filters: MarketPricesQuery,
  now: Date,
): Promise<MarketMonth[]> {
  const { keys, start } = historyMonths(now);
  const rows = await trimmedGroups(
    db,
    {
      // Argentina's month: UTC−3, as ARGENTINA_OFFSET_HOURS says.
      month: sql`to_char((${properties.createdAt} at time zone 'UTC') - interval '3 hours', 'YYYY-MM')`,
      operation: sql`${properties.operation}`,
    },
    [
      WAS_PUBLISHED,
      PRICED,
      sql`${properties.createdAt} >= ${start.toISOString()}::timestamptz`,
      ...filterConditions(filters),
    ],
  );
  const found = new Map(rows.map((row) => [`${row.month}|${row.operation}`, row]));
  const operations = filters.operation ? [filters.operation] : OPERATIONS;
  return operations.flatMap((operation) =>
    keys.map((month) => {
      const row = found.get(`${month}|${operation}`);
      const count = row?.count ?? 0;
      return {
        month,
        operation,
        median: row && count >= MARKET_MIN_LISTINGS ? Math.round(row.median) : null,
        count,
      };
    }),
  );
}

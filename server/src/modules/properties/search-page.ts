import type { PropertySummary } from '@tranquera/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PREPARE } from '../../db/prepared-statements.ts';
import { properties, users } from '../../db/schema.ts';
import type { SearchCursor, SearchOrder } from './search-cursor.ts';
import { after, baseOf, orderBy, type SearchWhere, type Segment } from './search-segments.ts';
import { type SummaryRow, toPropertySummary } from './serialize.ts';

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

/**
 * Row counts, offsets and tiers go into the statement's text rather than as parameters: they are
 * the server's own integers, and a prepared page statement (db/prepared-statements.ts) gets a
 * generic plan only when its LIMIT is known. With `limit $3` PostgreSQL assumes a tenth of the
 * rows and planned every run again (pg_prepared_statements: 6,000 custom plans, no generic one).
 */
function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/** How one segment's narrow rows (id and sort keys) are read: cut at `limit`, after `from` if given. */
type SegmentReader = (
  where: SearchWhere,
  order: SearchOrder,
  segment: Segment,
  limit: number,
  from?: SQL,
) => SQL;

/** A segment's rows from an index walk cut at `limit`. */
const segmentRows: SegmentReader = (where, order, segment, limit, from) =>
  sql`(select ${properties.id} as id, ${properties.createdAt}::text as cursor_at, ${properties.pricePerHectareUsd} as price, ${rowCount(segment.tier)}::int as tier from ${where.source} where ${and(baseOf(where, segment), segment.where, from)} order by ${sql.join(orderBy(order), sql`, `)} limit ${rowCount(limit)})`;

/**
 * A segment walked (search-segments.ts `walkFor`): the rows of the filters in page order, fenced
 * (`offset 0`) so the planner can neither fold the condition back in nor push it down, each
 * tested for the condition, cut at `limit`. Without ORDER BY or joins outside the fence, the
 * planner plans the inner walk for the LIMIT's few rows (an index in page order), not for all.
 * The walk keeps its order through the filter; the page is sorted again with its cards.
 */
const walkedSegmentRows: SegmentReader = (where, order, segment, limit, from) =>
  sql`(select walked.id, walked.cursor_at, walked.price, ${rowCount(segment.tier)}::int as tier from (select ${properties.id} as id, ${properties.createdAt}::text as cursor_at, ${properties.pricePerHectareUsd} as price, (${segment.walkFor}) as wanted from ${where.source} where ${and(baseOf(where, segment), from)} order by ${sql.join(orderBy(order), sql`, `)} offset 0) as walked where walked.wanted limit ${rowCount(limit)})`;

/** How a segment's rows are read. */
const rowsOf = (segment: Segment): SegmentReader =>
  segment.whole ? wholeSegmentRows : segment.walkFor ? walkedSegmentRows : segmentRows;

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
  where: SearchWhere,
  order: SearchOrder,
  segments: Segment[],
  start: PageStart,
  limit: number,
  now: Date,
  /** The statement's plan is the same for all its values: prepared once per connection. */
  prepared = false,
): Promise<PageRow[]> {
  return withCards(db, order, pageOfSegments(where, order, segments, start, limit), now, prepared);
}

/**
 * A segment read whole (few title matches, search-segments.ts `titleSegments`): every row, each
 * with its tier, behind an `offset 0` fence so the planner can't fold the sort back into an
 * index walk, then sorted and cut.
 */
const wholeSegmentRows: SegmentReader = (where, order, segment, limit, from) => {
  const tier = segment.whole?.tierOf ?? sql`${rowCount(segment.tier)}::int`;
  return sql`(select matches.id, matches.created_at::text as cursor_at, matches.price, matches.tier from (select ${properties.id} as id, ${properties.createdAt} as created_at, ${properties.pricePerHectareUsd} as price, ${tier} as tier from ${where.source} where ${and(baseOf(where, segment), segment.where)} offset 0) as matches where ${from ?? sql`true`} order by ${matchOrder(order)} limit ${rowCount(limit)})`;
};

function pageOfSegments(
  where: SearchWhere,
  order: SearchOrder,
  segments: Segment[],
  start: PageStart,
  limit: number,
): SQL {
  let branches: SQL[];
  let offset = 0;
  if ('cursor' in start) {
    const { cursor } = start;
    // Segments of lower tiers than the cursor's row are read from their start, its own after it.
    branches = segments
      .filter((segment) => (segment.whole?.lowest ?? segment.tier) <= cursor.t)
      .map((segment) =>
        segment.whole
          ? wholeSegmentRows(where, order, segment, limit, afterInMatches(order, cursor))
          : rowsOf(segment)(
              where,
              order,
              segment,
              limit,
              segment.tier === cursor.t ? after(order, cursor) : undefined,
            ),
      );
  } else {
    offset = start.offset;
    branches = segments.map((segment) => rowsOf(segment)(where, order, segment, offset + limit));
  }
  return sql`(select * from (${sql.join(branches, sql` union all `)}) as segments limit ${rowCount(limit)} offset ${rowCount(offset)}) as page`;
}

/** A card and its owner as `withCards` reads them (timestamps in epoch ms). */
interface CardRow extends Omit<SummaryRow, 'createdAt' | 'expiresAt' | 'featuredUntil'> {
  createdMs: number;
  expiresMs: number;
  featuredMs: number | null;
  ownerId: string;
  ownerUsername: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerProfileImage: string | null;
}

/** A row of a page: a listing's id and the keys its cursor is cut from. */
export interface PageKeys {
  id: string;
  cursor_at: string;
  price: number;
  tier: number;
}

const PREPARED_MARK = sql.raw(PREPARE);

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** Each field of CardRow and the SQL it is read with, in the order the statement returns them. */
const CARD_FIELDS: Record<keyof CardRow, string> = {
  id: 'p.id',
  category: 'p.category',
  operation: 'p.operation',
  listingTitle: 'p.listing_title',
  price: 'p.price',
  currency: 'p.currency',
  pricingUnit: 'p.pricing_unit',
  pricePerHectare: 'p.price_per_hectare',
  hectares: 'p.hectares',
  nearestTown: 'p.nearest_town',
  state: 'p.state',
  mainImageUrl: 'p.main_image_url',
  createdMs: epochMs('p.created_at'),
  status: 'p.status',
  expiresMs: epochMs('p.expires_at'),
  featuredMs: epochMs('p.featured_until'),
  moderationReason: 'p.moderation_reason',
  ownerId: 'u.id',
  ownerUsername: 'u.username',
  ownerFirstName: 'u.first_name',
  ownerLastName: 'u.last_name',
  ownerProfileImage: 'u.profile_image',
};
const CARD_KEYS = Object.keys(CARD_FIELDS) as (keyof CardRow)[];

/**
 * A page's cards by id, with their owners, as one JSON array (text) per row, written out once as
 * SQL text and prepared (its plan is the same for any ids). Built with the query builder, the
 * columns were compiled into SQL and mapped back from rows on every request (a fifth of the
 * server's CPU for a search page, profile in docs/decisions/server-cpu.md). One field per row
 * rather than 22: both drivers read each field of a row apart (PGlite copies each into a new
 * buffer before decoding it, 15 % of the process under browsing), and JSON.parse reads the row in
 * one native call. An array, not an object: `json_build_object` writes every key on every row, and
 * was 10–15 % slower a browse or filters request on PGlite, interleaved. Numbers keep their text
 * form (float8out, as in a column of their own), so prices and dates are the same.
 */
const CARDS_BY_ID = (ids: string[]) =>
  sql`${PREPARED_MARK}select json_build_array(${sql.raw(Object.values(CARD_FIELDS).join(', '))})::text as card_row from ${properties} p inner join ${users} u on u.id = p.user_id where p.id = any(${sql.param(ids)}::uuid[]) and p.status = 'active'`;

/** Where each field of CardRow sits in a row's JSON array (CARD_FIELDS' order). */
const AT = Object.fromEntries(CARD_KEYS.map((key, i) => [key, i])) as Record<keyof CardRow, number>;

/** The same order as `orderBy` (search-segments.ts), on a page's rows, tiers first. */
const PAGE_ORDER: Record<SearchOrder, SQL> = {
  price_asc: sql.raw('page.tier desc, page.price asc, page.cursor_at::timestamptz asc, page.id asc'),
  price_desc: sql.raw('page.tier desc, page.price desc, page.cursor_at::timestamptz desc, page.id desc'),
  relevance: sql.raw('page.tier desc, page.cursor_at::timestamptz desc, page.id desc'),
  recent: sql.raw('page.tier desc, page.cursor_at::timestamptz desc, page.id desc'),
};

/**
 * A page's row from its card's JSON array (CARD_FIELDS' order), read field by field into the
 * rows `toPropertySummary` takes. Copying the array into an object by its keys, then spreading
 * that into another with the dates added, cost ~15 µs a card on Node 20 (each property written
 * after a spread takes V8's slow path), against ~2 µs this way: a tenth of a browse request's
 * CPU on PGlite (docs/decisions/server-cpu.md).
 */
function toPageRow(keys: PageKeys, values: readonly unknown[], now: Date): PageRow {
  const v = values as readonly never[];
  const featuredMs: number | null = v[AT.featuredMs]!;
  const card = toPropertySummary(
    {
      id: v[AT.id]!,
      category: v[AT.category]!,
      operation: v[AT.operation]!,
      listingTitle: v[AT.listingTitle]!,
      price: v[AT.price]!,
      currency: v[AT.currency]!,
      pricingUnit: v[AT.pricingUnit]!,
      pricePerHectare: v[AT.pricePerHectare]!,
      hectares: v[AT.hectares]!,
      nearestTown: v[AT.nearestTown]!,
      state: v[AT.state]!,
      mainImageUrl: v[AT.mainImageUrl]!,
      createdAt: new Date(v[AT.createdMs]!),
      status: v[AT.status]!,
      expiresAt: new Date(v[AT.expiresMs]!),
      featuredUntil: featuredMs === null ? null : new Date(featuredMs),
      moderationReason: v[AT.moderationReason]!,
    },
    {
      id: v[AT.ownerId]!,
      username: v[AT.ownerUsername]!,
      firstName: v[AT.ownerFirstName]!,
      lastName: v[AT.ownerLastName]!,
      profileImage: v[AT.ownerProfileImage]!,
    },
    now,
  );
  return { card, id: keys.id, at: keys.cursor_at, price: keys.price, tier: keys.tier };
}

/** A card, its owner and its page's keys as one JSON array: CARD_FIELDS, then PageKeys'. */
const JOINED_CARD_ROW = sql.raw(
  `json_build_array(${Object.values(CARD_FIELDS).join(', ')}, page.id, page.cursor_at, page.price, page.tier)::text as card_row`,
);

/** The same order as `orderBy` (search-segments.ts), on the joined row `p`. */
const JOINED_ORDER: Record<SearchOrder, SQL> = {
  price_asc: sql.raw('page.tier desc, p.price_per_hectare_usd asc, p.created_at asc, p.id asc'),
  price_desc: sql.raw('page.tier desc, p.price_per_hectare_usd desc, p.created_at desc, p.id desc'),
  relevance: sql.raw('page.tier desc, p.created_at desc, p.id desc'),
  recent: sql.raw('page.tier desc, p.created_at desc, p.id desc'),
};

/**
 * The page's rows (`page`: id, cursor_at, price, tier) with their cards and owners, in the order
 * of the search: sorted again by tier and order, so the answer never rests on how the segments
 * were read.
 *
 * A prepared page statement (browsing: the same plan for any values) joins its cards itself: it
 * is planned once per connection, join included. Any other is planned for its values on every
 * request, and joined to properties and users (16 and 4 indexes) the planner weighed them all
 * again: its cards are then read by id with a prepared statement of their own. Interleaved on
 * PGlite at 100,000 listings (docs/decisions/server-cpu.md): filters and price sorts 8–11 % more
 * req/s, text searches 2–13 %; a prepared browse page read its cards apart 20 % slower.
 */
async function withCards(
  db: Database,
  order: SearchOrder,
  page: SQL,
  now: Date,
  prepared = false,
): Promise<PageRow[]> {
  if (prepared) return joinedCards(db, order, page, now, true);
  const keys = (
    await db.execute(
      sql`select page.id, page.cursor_at, page.price, page.tier from ${page} order by ${PAGE_ORDER[order]}`,
    )
  ).rows as unknown as PageKeys[];
  // A listing deleted, paused or taken down between the two statements: the page is read again
  // in one statement (one snapshot), so it is never a card short (which would end 'Ver más'
  // early) nor shows a listing that is no longer live.
  return (await cardsOfPage(db, keys, now)) ?? joinedCards(db, order, page, now, false);
}

/**
 * A page whose rows and keys are known (the map's index ranked them at the catalogue version it
 * is checked against: search-candidates.ts), with their cards read by id in one statement; null
 * when one is no longer live (a write since: the search is then read again).
 */
export async function cardsOfPage(
  db: Database,
  keys: readonly PageKeys[],
  now: Date,
): Promise<PageRow[] | null> {
  if (keys.length === 0) return [];
  const cards = (await db.execute(CARDS_BY_ID(keys.map((row) => row.id)))).rows as unknown as {
    card_row: string;
  }[];
  if (cards.length !== keys.length) return null;
  const byId = new Map<string, unknown[]>();
  for (const { card_row } of cards) {
    const values = JSON.parse(card_row) as unknown[];
    byId.set(values[AT.id] as string, values);
  }
  const rows: PageRow[] = [];
  for (const row of keys) {
    const values = byId.get(row.id);
    if (!values) return null;
    rows.push(toPageRow(row, values, now));
  }
  return rows;
}

/** The page's rows joined to their cards and owners in one statement. */
async function joinedCards(
  db: Database,
  order: SearchOrder,
  page: SQL,
  now: Date,
  prepared: boolean,
): Promise<PageRow[]> {
  const joined = await db.execute(
    sql`${prepared ? PREPARED_MARK : sql.raw('')}select ${JOINED_CARD_ROW} from ${page} inner join ${properties} p on p.id = page.id inner join ${users} u on u.id = p.user_id order by ${JOINED_ORDER[order]}`,
  );
  return (joined.rows as unknown as { card_row: string }[]).map(({ card_row }) => {
    const values = JSON.parse(card_row) as unknown[];
    const at = CARD_KEYS.length;
    const keys = { id: values[at], cursor_at: values[at + 1], price: values[at + 2], tier: values[at + 3] };
    return toPageRow(keys as PageKeys, values, now);
  });
}

/** The keys a page of few matches is sorted and cut by (the matches' own columns). */
function matchOrder(order: SearchOrder): SQL {
  switch (order) {
    case 'price_asc':
      return sql`matches.price asc, matches.created_at asc, matches.id asc`;
    case 'price_desc':
      return sql`matches.price desc, matches.created_at desc, matches.id desc`;
    default:
      return sql`matches.tier desc, matches.created_at desc, matches.id desc`;
  }
}

/** Matches strictly after the cursor's row, in the same order as `matchOrder`. */
function afterInMatches(order: SearchOrder, cursor: SearchCursor): SQL {
  switch (order) {
    case 'price_asc':
      return sql`(matches.price, matches.created_at, matches.id) > (${cursor.p}::float8, ${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
    case 'price_desc':
      return sql`(matches.price, matches.created_at, matches.id) < (${cursor.p}::float8, ${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
    default:
      return sql`(matches.tier < ${cursor.t}::int or (matches.tier = ${cursor.t}::int and (matches.created_at, matches.id) < (${cursor.c}::timestamptz, ${cursor.i}::uuid)))`;
  }
}

/**
 * A page of a search known to match few listings (its exact total is at most
 * SEARCH_TEXT_TOTAL_BOUND): every match is read, then sorted and cut. An index walk in page
 * order is the right plan when matches are common, but the planner assumes words and filters
 * are independent: a word that never occurs in a category ('feedlot' among 'Mixto' listings),
 * or a town searched in another province, looks like hundreds of matches and sends it walking
 * the whole catalogue for none. Reading a few hundred matches costs about a millisecond
 * whatever they are. The fence (`offset 0`) keeps the planner from folding the sort back into
 * an index walk.
 */
export async function readFewMatches(
  db: Database,
  where: SQL,
  order: SearchOrder,
  tier: SQL,
  start: PageStart,
  limit: number,
  now: Date,
  source: SQL,
): Promise<PageRow[]> {
  const offset = 'offset' in start ? start.offset : 0;
  const from = 'cursor' in start ? afterInMatches(order, start.cursor) : sql`true`;
  const page = sql`(select matches.id, matches.created_at::text as cursor_at, matches.price, matches.tier from (select ${properties.id} as id, ${properties.createdAt} as created_at, ${properties.pricePerHectareUsd} as price, ${tier} as tier from ${source} where ${where} offset 0) as matches where ${from} order by ${matchOrder(order)} limit ${rowCount(limit)} offset ${rowCount(offset)}) as page`;
  return withCards(db, order, page, now);
}

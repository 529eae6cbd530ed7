import {
  type Bbox,
  type MapPoint,
  type MapQuery,
  type MapResponse,
  type PropertySearchQuery,
  SEARCH_TOTAL_BOUND,
} from '@tranquera/contracts';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { countInArea } from './map-bands.ts';
import { candidatesFor, facetCodes } from './map-facets.ts';
import { edgesOf, newestFacetRuns, walkNewest } from './map-newest.ts';
import { groupForMap } from './map-clusters.ts';
import { slotFilter } from './map-filter.ts';
import type { MapIndex, MapSnapshot } from './map-index.ts';
import { compareIds, idOf, slotOfUuid } from './map-records.ts';
import { decodeCursor } from './search-cursor.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import type { SearchTotal, SearchTotals } from './search-count.ts';
import { type AreaPage, type FilteredSearch, matchKey } from './search-filters.ts';
import { timestamptzText } from './search-candidates.ts';
import { isLive } from './service.ts';

/** The cards of the markers shown, read by primary key, prepared once per database handle. */
function preparedCards(db: Database) {
  return db
    .select({
      id: properties.id,
      title: properties.listingTitle,
      price: properties.price,
      currency: properties.currency,
      pricingUnit: properties.pricingUnit,
      image: properties.mainImageUrl,
    })
    .from(properties)
    .where(and(sql`${properties.id} = any(${sql.placeholder('ids')}::uuid[])`, isLive))
    .prepare('map_cards');
}
const cardStatements = new WeakMap<Database, ReturnType<typeof preparedCards>>();

async function cardsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map();
  let statement = cardStatements.get(db);
  if (!statement) {
    statement = preparedCards(db);
    cardStatements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * GET /api/properties/map: the live listings matching the search's filters inside the visible
 * area, grouped for the map's zoom (docs/decisions/map-search.md). Everything but the markers'
 * cards comes from the in-memory index.
 */
export async function searchMap(db: Database, index: MapIndex, query: MapQuery): Promise<MapResponse> {
  const snapshot = await index.current();
  const textMask = query.search ? await index.textMask(snapshot, query.search) : null;
  const groups = groupForMap(
    snapshot,
    slotFilter(query, textMask),
    query.bbox,
    query.zoom,
    candidatesFor(snapshot, ...facetCodes(query)),
  );
  const ids = groups.points.map((slot) => idOf(snapshot, slot));
  const cards = await cardsOf(db, ids);
  const points = groups.points.flatMap((slot, i): MapPoint[] => {
    const card = cards.get(ids[i]!);
    if (!card) return [];
    return [
      {
        _id: card.id,
        lat: snapshot.lat[slot]!,
        lng: snapshot.lng[slot]!,
        listing_title: card.title,
        price: card.price,
        currency: card.currency as MapPoint['currency'],
        pricing_unit: card.pricingUnit as MapPoint['pricing_unit'],
        main_image_url: card.image,
      },
    ];
  });
  return { clusters: groups.clusters, points };
}

/** Past this many listings an area is filtered by its edges in SQL rather than by id. */
const AREA_IDS_MAX = 2000;

/** Listings of a map area past the page's end that the page may still need (see `withMapArea`). */
export const AREA_PAGE_SLACK = 8;

export interface AreaListings {
  /** Their ids, or null when there are too many to send as ids. */
  ids: string[] | null;
  /** How many, up to SEARCH_TOTAL_BOUND + 1: the search's total when it has no text. */
  count: number;
  /** The catalogue version they were read at. */
  version: number;
}

/**
 * The live listings inside the area that pass the search's filters (not its text): their slots,
 * the first `keep` found.
 */
async function slotsOfArea(
  index: MapIndex,
  query: PropertySearchQuery & { bbox: Bbox },
  keep = AREA_IDS_MAX,
) {
  const snapshot = await index.current();
  const area = countInArea(snapshot, query.bbox, slotFilter(query, null), {
    keep,
    upTo: SEARCH_TOTAL_BOUND + 1,
  });
  return { snapshot, ...area };
}

/**
 * 'Buscar en esta zona' on the list: the live listings inside the area that pass the search's
 * filters (not its text), from the map's index. Without a location index, PostgreSQL would
 * otherwise walk the newest-first index reading each listing's row until a page's worth falls
 * inside a small area, and read every row of the area to count it (seconds on PGlite).
 */
export async function listingsInArea(
  index: MapIndex,
  query: PropertySearchQuery & { bbox: Bbox },
): Promise<AreaListings> {
  const { snapshot, slots, count } = await slotsOfArea(index, query);
  return {
    ids: count > AREA_IDS_MAX ? null : slots.map((slot) => idOf(snapshot, slot)),
    count,
    version: snapshot.version,
  };
}

/**
 * The list search of a map area as the search engine should run it: the area's listings by id
 * while they are few; and without text or an owner, the index's count is the search's exact total,
 * remembered like any other (only if no write landed since the index was read: totals are kept
 * per catalogue version). In the list's default order (newest first, without text, for anyone's
 * listings) only the page's listings go, from its start (`areaPage`): up to the page's end, one
 * more to tell whether another follows, and AREA_PAGE_SLACK more in case some no longer match
 * or are featured on top. The index's order is the page's: its cards alone are read, by id in one
 * prepared statement (`AreaPage.keys`), where the listings' rows by those ids, every filter tested
 * again and sorted, took a statement planned each time and the cards another (PLANS.md,
 * "twenty-second session").
 * An area of more than AREA_IDS_MAX listings (counted exactly, up to SEARCH_TOTAL_BOUND) gets its
 * page cut the same way, where it went to SQL by its edges: at a million listings the newest of a
 * wide area, planned on every request (PLANS.md, "twenty-third session").
 * Sorting an area's 2,000 listings and writing each id out cost more of the server than the rest
 * of the request (bench/PLANS.md, "sixteenth session"); reading them all by id to sort them for a
 * page of 12 cost ~2.6 ms a statement at 100,000 listings against ~0.4 ms for 60.
 */
export async function withMapArea(
  index: MapIndex,
  totals: SearchTotals,
  catalogue: CatalogueVersion,
  query: PropertySearchQuery,
  {
    idsUpTo = AREA_IDS_MAX,
    walkNewestFirst,
  }: {
    idsUpTo?: number;
    /** Whether a remembered area is walked newest first (`newestWalkedPage`): always, never, or as it pays. */
    walkNewestFirst?: boolean;
  } = {},
): Promise<FilteredSearch> {
  if (!query.bbox) return query;
  // Without text or an owner the total is the area's count, and newest first the index cuts the
  // page from every listing of an area counted exactly (up to SEARCH_TOTAL_BOUND). Remembered past
  // what the index walks for it (page 2, 'Ver más', the same area again), the area is read by its
  // edges as the index would say: no need to walk it (at a million listings, ~5 ms of the
  // server's CPU a request for the widest).
  const counted = !query.search && !query.userId;
  const newestOrder = counted && !query.sort?.startsWith('price');
  const walked = newestOrder ? SEARCH_TOTAL_BOUND : idsUpTo;
  const known = counted ? totals.peek(matchKey(query)) : undefined;
  if (known && newestOrder && walkNewestFirst !== false) {
    const snapshot = await index.current();
    const page =
      snapshot.version === catalogue.current
        ? newestWalkedPage(index, snapshot, { ...query, bbox: query.bbox }, known, walkNewestFirst === true)
        : null;
    if (page) return { ...query, areaPage: page };
  }
  if (known && (!known.exact || known.total > walked)) return query;
  const { snapshot, slots, count } = await slotsOfArea(index, { ...query, bbox: query.bbox }, walked);
  const current = snapshot.version === catalogue.current;
  if (counted && current) {
    const exact = count <= SEARCH_TOTAL_BOUND;
    await totals.get(matchKey(query), async () => ({ total: exact ? count : SEARCH_TOTAL_BOUND, exact }));
  }
  if (count > walked) return query;
  // Only with the total remembered: else the search counts the area, and by its ids (at most
  // 2,000 read by primary key) rather than by its edges (every listing of the area read, seconds
  // on PGlite).
  const newestFirst = current && walked === SEARCH_TOTAL_BOUND;
  const page = newestFirst ? newestPage(index, snapshot, slots, query, idsUpTo) : null;
  if (page) return { ...query, areaPage: page };
  if (count > idsUpTo) return query;
  return { ...query, areaIds: slots.map((slot) => idOf(snapshot, slot)) };
}

/**
 * A newest-first page's listings among the area's `slots`: after the cursor's listing (or from
 * the first), up to the page's end and AREA_PAGE_SLACK more; `cut` when the area goes on past
 * them. Null when the cursor's listing is not among them (a cursor from elsewhere, or a listing
 * gone since): the search then gets every id of the area, and its statement sorts them.
 */
function newestPage(
  index: MapIndex,
  snapshot: MapSnapshot,
  slots: readonly number[],
  query: PropertySearchQuery,
  idsUpTo: number,
): AreaPage | null {
  const order = newestFirst(snapshot);
  let candidates = slots;
  if (query.cursor) {
    let cursorSlot = -1;
    try {
      cursorSlot = slotOfUuid(snapshot, decodeCursor(query.cursor, 'recent').i);
    } catch {
      // Not a cursor of this order: the search answers it (a 400).
    }
    if (cursorSlot === -1 || !slots.includes(cursorSlot)) return null;
    candidates = slots.filter((slot) => order(cursorSlot, slot) < 0);
  }
  const wanted = wantedOf(query);
  const page = newestOf(candidates, wanted, order);
  // Past `idsUpTo` the area is counted and read whole by its edges, not by id.
  const all = slots.length <= idsUpTo ? () => slots.map((slot) => idOf(snapshot, slot)) : null;
  return areaPageOf(index, snapshot, page, candidates.length > wanted, all);
}

/** The listings a newest-first page of a map area needs: up to its end, one more and AREA_PAGE_SLACK. */
const wantedOf = (query: PropertySearchQuery) =>
  (query.cursor ? 0 : (query.page - 1) * query.limit) + query.limit + 1 + AREA_PAGE_SLACK;

/** A newest-first area page of these slots, in the page's order; `cut` when the area goes on past them. */
function areaPageOf(
  index: MapIndex,
  snapshot: MapSnapshot,
  page: number[],
  cut: boolean,
  all: AreaPage['all'],
): AreaPage {
  const ids = page.map((slot) => idOf(snapshot, slot));
  return {
    ids,
    cut,
    all,
    // Without text every row is of tier 0; the price goes in a cursor of a price order only.
    keys: (featured, offset, rows) => {
      if (!index.isCurrent(snapshot)) return null;
      const left = featured.length === 0 ? page : page.filter((_, i) => !featured.includes(ids[i]!));
      if (cut && left.length < offset + rows) return null;
      return left.slice(offset, offset + rows).map((slot) => ({
        id: idOf(snapshot, slot),
        cursor_at: timestamptzText(snapshot.createdAt[slot]!),
        price: snapshot.priceUsd[slot]!,
        tier: 0,
      }));
    },
  };
}

/** A buffer for the slots a newest-first walk of an area passes (walks run one at a time). */
let walkedSlots = new Uint32Array(0);

/**
 * A map area's newest-first page, its total remembered, walked from the newest listing of the
 * category or provinces asked (map-newest.ts) until the page's listings inside the area pass,
 * rather than every listing of the area found and sorted: an area of T of N such listings takes
 * about N × wanted / T of them to walk, against T or more (with the listings between its edges
 * that fail the filters). Taken when that is fewer (`always` for tests), and for every area
 * counted past SEARCH_TOTAL_BOUND, which was read by its edges in SQL, planned on every request.
 * Null when the cursor's listing is no longer in the index (the search answers it).
 */
function newestWalkedPage(
  index: MapIndex,
  snapshot: MapSnapshot,
  query: PropertySearchQuery & { bbox: Bbox },
  known: SearchTotal,
  always: boolean,
): AreaPage | null {
  const wanted = wantedOf(query);
  const runs = newestFacetRuns(snapshot, ...facetCodes(query));
  const listings = runs.reduce((sum, run) => sum + run.length, 0);
  if (!always && known.exact && known.total * known.total < 2 * listings * wanted) return null;
  const order = newestFirst(snapshot);
  let cursorSlot = -1;
  if (query.cursor) {
    try {
      cursorSlot = slotOfUuid(snapshot, decodeCursor(query.cursor, 'recent').i);
    } catch {
      // Not a cursor of this order: the search answers it (a 400).
    }
    if (cursorSlot === -1) return null;
  }
  if (walkedSlots.length < snapshot.size) walkedSlots = new Uint32Array(snapshot.size);
  const filter = slotFilter(query, null);
  const area = edgesOf(query.bbox);
  const before = cursorSlot === -1 ? null : snapshot.createdAt[cursorSlot]!;
  let count = 0;
  for (const run of runs) {
    count += walkNewest(snapshot, filter, run, wanted, walkedSlots.subarray(count), before, area);
  }
  let candidates = [...walkedSlots.subarray(0, count)];
  if (cursorSlot !== -1) candidates = candidates.filter((slot) => order(cursorSlot, slot) < 0);
  // A run stops early only once `wanted` of its listings after the cursor passed: fewer, and
  // every run was walked to its end.
  return areaPageOf(index, snapshot, newestOf(candidates, wanted, order), candidates.length >= wanted, null);
}

/** The first `wanted` of `slots` in `order`: kept sorted, a slot going in only when it beats the last. */
function newestOf(
  slots: readonly number[],
  wanted: number,
  order: (a: number, b: number) => number,
): number[] {
  if (slots.length <= wanted * 4) return [...slots].sort(order).slice(0, wanted);
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === wanted && order(slot, best[wanted - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && order(slot, best[at - 1]!) < 0) at--;
    best.splice(at, 0, slot);
    if (best.length > wanted) best.pop();
  }
  return best;
}

/** The search's order without text (created_at, then id, both descending), over a snapshot's slots. */
function newestFirst(snapshot: MapSnapshot): (a: number, b: number) => number {
  const { createdAt } = snapshot;
  return (a, b) => createdAt[b]! - createdAt[a]! || compareIds(snapshot, b, a);
}

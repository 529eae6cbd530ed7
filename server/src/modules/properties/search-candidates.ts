import { facetCodes, facetRuns, slotsIn } from './map-facets.ts';
import { collectPassing, type SlotFilter, setBits, slotFilter } from './map-filter.ts';
import type { HeldMasks, MapIndex, MapSnapshot, TextMask } from './map-index.ts';
import { newestFacetRuns, rankedFacetRuns, type WalkOrder, walkNewest, walkRanked } from './map-newest.ts';
import { codeOfValue, rankCodes } from './map-ranks.ts';
import { idOf, slotOfUuid } from './map-records.ts';
import type { SearchCursor, SearchOrder } from './search-cursor.ts';
import type { FilteredSearch } from './search-filters.ts';
import type { PageKeys } from './search-page.ts';

/**
 * A text search's page from the map's in-memory index, or that of filters narrowing without
 * words (docs/decisions/search-engine.md, "A text search's page from the map's index"). The index
 * holds every located live listing's filters and, per text, a bit per listing of what the search
 * matches and of whose title holds all or some of its words (map-text.test.ts holds them equal to
 * the search's own conditions), at the catalogue's current version. So the page's listings are
 * found and ranked in memory, and only they go to the database as ids. When no listing without
 * coordinates matches, the index's page is the page and only its cards are read
 * (search-page.ts `cardsOfPage`); else the database reads those rows and the unlocated ones by
 * primary key, tests every condition again and sorts and cuts the page (`readFewMatches`).
 */

/**
 * Past this many listings to walk (those holding the text, or those of the category or provinces
 * asked when fewer) the database searches. 50,000 until 2026-11-30; at 250,000 a broad word with
 * a price or area asked is ranked in memory over its category's listings (200,000 at a million).
 * Measured when a category alone made a broad word the index's: at a million listings,
 * interleaved, text + filters p95 45–53 → 38 ms (p99 76–98 → 46–51) for req/s 447–476 → 395–406;
 * at 100,000 on PGlite better in every pair (bench/PLANS.md, "fifteenth session").
 */
export const RANKED_AT_MOST = 250_000;
/**
 * The same bound for filters without words, lower: the database's walk in date order for them is
 * cheap (no text to test), and a walk in memory costs this process ~5–10 ns a listing (filters at
 * 100,000 listings: 0.40–0.52 ms a page, a category's or two provinces' listings or all of them).
 * A category alone at a million listings (200,000) is then the database's.
 */
export const FILTERS_RANKED_AT_MOST = 100_000;
/**
 * Past this many located listings, filters without words are the database's whatever they walk,
 * and so is a broad text without a price or area (`BROAD_SHARE`).
 * A category's or two provinces' listings are spread over the whole index (one in 7 to 15 slots),
 * so their walk reads nearly every cache line of the price and area columns: 8 MB each at a
 * million listings, streamed from memory on every request, where at 100,000 they stay in the
 * processor's cache. At 1,000,000 listings (2026-11-30, seventeenth session) the filters
 * scenario's pages the index answered cost 7–8 ms of ranking each, and under load its p95 went
 * 12–13 ms (the database's, fifteenth session) to 55 ms (bench/PLANS.md). Measured at 100,000
 * (a win) and 1,000,000 (a loss) only: the line between is a guess. A broad text's walk (its
 * mask's bits, then a byte a match for its rank, map-ranks.ts) stays in the cache the same way:
 * at a million listings 'est' in a category, 200,000 listings, took 4.4–4.7 ms a page against
 * the database's 1.4–1.7 (fifteenth session); at 100,000 ranking one broad word in memory costs
 * PGlite less than planning its page (twentieth session, bench/PLANS.md).
 */
export const FILTERS_INDEXED_UP_TO = 250_000;
/**
 * A text held by more than this share of the listings, without a price or area asked, is broad:
 * the database's walk in page order meets a match every few rows. It is the database's past
 * FILTERS_INDEXED_UP_TO located listings, where ranking it in memory reads columns the processor's
 * cache no longer holds. Below the share the index wins up to INDEXED_UP_TO (narrow text at 1/16: 206 of
 * the scenario's 240 pages from the index, mean 2.6–2.7 → 2.3–2.4 ms; at 1/64, 123 of them;
 * bench/PLANS.md). Up to FILTERS_INDEXED_UP_TO, where the database is PGlite (its page's planning
 * and walk run on this thread) a broad text is the index's; on PostgreSQL only when a category or
 * provinces narrow the walk below the text's own listings. Interleaved at 100,000 listings
 * (2026-12-01, twentieth session, bench/PLANS.md): every broad text from the index on PGlite, one
 * broad word 321–396 → 447–564 req/s, text + filters 466–521 → 625–689, the mixed load 757–908 →
 * 793–975; on PostgreSQL (with a category or provinces only) text + filters 791–884 → 915–1,112
 * req/s. Every broad text from the index on PostgreSQL too was measured then and not kept (short
 * prefixes 1,253–1,407 → 1,024–1,234 req/s, broad words the same with ~40 % more of this process's
 * CPU a request): it ranked every match. Since its page is walked tier by tier once its total is
 * known (`walkTiers`), a broad text alone is the index's on PostgreSQL too from then on (its first
 * visit, counted, stays the database's): interleaved at 100,000 (twenty-fifth session), one broad
 * word 593–670 → 969–1,267 req/s, short prefixes 1,217–1,938 → 1,586–2,063.
 */
export const BROAD_SHARE = 1 / 16;
/**
 * Past this many located listings the database searches: measured up to a million. There, on
 * the session's machine of 2026-11-30 (15:00 UTC), interleaved with the database alone once warm,
 * narrow text's p95 went 69–75 → 19–21 ms and its req/s 422–465 → 758–816, price sorts 52–58 →
 * 15–17 ms, text + filters 79–88 → 50–57 ms (bench/PLANS.md, "fifteenth session"). Its masks (125
 * KB each there) take up to the memory budget (`textMaskBudget`, 384 MB) and a text's first read
 * costs the database about one search of it.
 */
export const INDEXED_UP_TO = 1_200_000;
/** Past this many rows before the page's end (page 25 of 12), the database reads the page. */
export const WINDOW_AT_MOST = 300;

/** What a page needs: where it starts and how many rows (one more than the page, to know of a next). */
export interface PageNeed {
  order: SearchOrder;
  cursor: SearchCursor | null;
  offset: number;
  rows: number;
  /** Words of the text as the search counts them: one word has no 'some of the words' tier. */
  wordCount: number;
  /** Listings shown on top of the page (featured): left out of its own rows. */
  featured: readonly string[];
  /**
   * Whether the search's total is already known (remembered at this catalogue version): then
   * the index need not count its matches, and a page of filters without words, newest first, is
   * walked newest first and stops soon after its rows (map-newest.ts).
   */
  totalKnown?: boolean;
}

/** A page's listings as the index knows them, at the catalogue version it was asked at. */
export interface IndexedMatches {
  /**
   * The located matches the page may hold, best first: after the cursor, or from the `offset`th
   * row of the search's order. Those before the page by `page=` are left out when every live
   * listing is located: the index ranked them at the version the page is checked against
   * (`stillCurrent`), so the database reads 13 rows for page 8, not 97. Listings without
   * coordinates are ranked by the database among the whole window, which it then reads. (A
   * write by another server reaches this one's catalogue version a moment later: meanwhile a
   * listing that left the rows before the page is not seen to, as a listing joining them never
   * was, and the page may be a row off for that moment.)
   */
  ids: string[];
  /** Where the page starts among `ids` and the unlocated listings, by `page=`. */
  offset: number;
  /** How many rows the database must find among them, unless some no longer match (a write since). */
  expected: number;
  /**
   * The located listings matching text and filters; null when they were not all counted (the
   * total was known, `PageNeed.totalKnown`, and the walk stopped after the page).
   */
  count: number | null;
  /** Live listings without coordinates, which the index doesn't hold: the database checks them. */
  unlocated: readonly string[];
  /** Whether no write has moved the catalogue on since (else the page is read again without the index). */
  stillCurrent: () => boolean;
  /**
   * The page's rows among the located matches, with the keys its cursor is cut from: the whole
   * page when no listing without coordinates matches (`count` is then the total), so that only
   * their cards are read (by id, one statement).
   */
  page: PageKeys[];
}

const bitOf = (mask: TextMask, slot: number) => (mask[slot >>> 5]! >>> (slot & 31)) & 1;

/** A listing's place in a search's order: its tier, price, publication time and id (search-segments.ts). */
interface RowKey {
  tier: number;
  price: number;
  createdAt: number;
  /** The id as four 32-bit words, most significant first. */
  id: readonly number[];
}

/** The slot's id against the key's, as PostgreSQL orders UUIDs: negative when the slot's is first. */
function compareIdTo(snapshot: MapSnapshot, slot: number, key: RowKey): number {
  for (let word = 0; word < 4; word++) {
    const difference = snapshot.idWords[slot * 4 + word]! - key.id[word]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Negative when the slot (of `tier`) comes before the row of `key` in the search's order. Top-level
 * functions only on this path: a closure made per call costs a property definition under the
 * build's kept names, most of the ranking's time (profiled).
 */
function compareSlot(
  order: SearchOrder,
  snapshot: MapSnapshot,
  slot: number,
  tier: number,
  key: RowKey,
): number {
  // Each column read only when the one before ties: at a million listings a read is often a miss
  // of the processor's cache, and most slots are turned away by their tier or price alone.
  switch (order) {
    case 'price_asc':
      return (
        snapshot.priceUsd[slot]! - key.price ||
        snapshot.createdAt[slot]! - key.createdAt ||
        compareIdTo(snapshot, slot, key)
      );
    case 'price_desc':
      return (
        key.price - snapshot.priceUsd[slot]! ||
        key.createdAt - snapshot.createdAt[slot]! ||
        -compareIdTo(snapshot, slot, key)
      );
    default:
      return (
        key.tier - tier || key.createdAt - snapshot.createdAt[slot]! || -compareIdTo(snapshot, slot, key)
      );
  }
}

/** PostgreSQL's text of a timestamptz ('2026-11-29 10:00:00.123456+00') in microseconds since 1970. */
export function microsecondsOf(text: string): number | null {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::?(\d\d))?$/.exec(
    text,
  );
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours, offsetMinutes = '0'] =
    match;
  const ms = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second!);
  const offset = (sign === '-' ? -1 : 1) * (+offsetHours! * 60 + +offsetMinutes) * 60_000_000;
  return ms * 1000 + Number(fraction.padEnd(6, '0')) - offset;
}

/**
 * Microseconds since 1970 as PostgreSQL's text of a timestamptz in UTC ('2026-11-29
 * 10:00:00.123456+00', the fraction's trailing zeros dropped): `microsecondsOf`'s inverse, the
 * form a page's cursor carries.
 */
export function timestamptzText(microseconds: number): string {
  const seconds = Math.floor(microseconds / 1_000_000);
  const fraction = microseconds - seconds * 1_000_000;
  const iso = new Date(seconds * 1000).toISOString();
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(6, '0').replace(/0+$/, '')}`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${decimals}+00`;
}

/** A UUID's text as four 32-bit words, as the snapshot keeps ids. */
function idWordsOf(uuid: string): number[] {
  const hex = uuid.replace(/-/g, '');
  return [0, 8, 16, 24].map((at) => Number.parseInt(hex.slice(at, at + 8), 16));
}

/** The cursor's row as a key, or null when its time isn't PostgreSQL's text of one. */
function cursorKey(cursor: SearchCursor): RowKey | null {
  const createdAt = microsecondsOf(cursor.c);
  if (createdAt === null) return null;
  return { tier: cursor.t, price: cursor.p ?? 0, createdAt, id: idWordsOf(cursor.i) };
}

/** A slot's key in the search's order. */
function slotKey(snapshot: MapSnapshot, slot: number, tier: number): RowKey {
  const { idWords } = snapshot;
  const w = slot * 4;
  return {
    tier,
    price: snapshot.priceUsd[slot]!,
    createdAt: snapshot.createdAt[slot]!,
    id: [idWords[w]!, idWords[w + 1]!, idWords[w + 2]!, idWords[w + 3]!],
  };
}

/** Where the index stops answering a list search (`indexedMatches`). */
export interface IndexLines {
  /** FILTERS_INDEXED_UP_TO, or another line for a test (it takes 250,000 listings to reach). */
  indexedUpTo?: number;
  /** Whether the database runs on this process's thread (PGlite): see `BROAD_SHARE`. */
  databaseInProcess?: boolean;
}

/** A buffer for the matching slots (searches run one at a time on this thread). */
let passing = new Uint32Array(0);

/**
 * The listings a search's page may hold, from the index, when it can say without waiting: a
 * snapshot of the current catalogue version, a text's masks already read (else they are read for
 * the next time, and null), no seller or map area, at most RANKED_AT_MOST listings to walk
 * (FILTERS_RANKED_AT_MOST without words), few live listings without coordinates. A search without
 * words is the index's when it asks for provinces, a price or an area (`narrowedWithoutText`), up to
 * FILTERS_INDEXED_UP_TO located listings; a broad text without a price or area, as `BROAD_SHARE`
 * says. Null whenever the database must search.
 */
export function indexedMatches(
  index: MapIndex,
  query: FilteredSearch,
  need: PageNeed,
  { indexedUpTo = FILTERS_INDEXED_UP_TO, databaseInProcess = false }: IndexLines = {},
): IndexedMatches | null {
  if (query.userId || query.bbox || query.areaIds) return null;
  // Without words after a cursor, newest first only: the index walks from the cursor's time
  // and stops after a page (map-newest.ts). By price, 'Ver más' walks the database's index from
  // the cursor's row and stops after a page, where the index would rank every candidate again
  // (interleaved, the cursor chains' p95 17–22 → 27–29 ms on PostgreSQL; PLANS.md).
  if (!query.search && (!narrowedWithoutText(query) || (need.cursor && need.order !== 'recent'))) return null;
  const window = need.cursor ? need.rows : need.offset + need.rows;
  if (window > WINDOW_AT_MOST) return null;
  const after = need.cursor ? cursorKey(need.cursor) : null;
  if (need.cursor && !after) return null;
  const snapshot = index.ready();
  if (!snapshot || snapshot.unlocated === null || snapshot.size > INDEXED_UP_TO) return null;
  if (!query.search && snapshot.size > indexedUpTo) return null;
  if (!query.search && need.cursor && snapshot.unlocated.length > 0) return null;
  let masks: HeldMasks | null = null;
  // Without words every listing is a candidate, narrowed below by the category or provinces.
  let held = snapshot.size;
  if (query.search) {
    const titles = need.order !== 'relevance' ? 'none' : need.wordCount > 1 ? 'all and any' : 'all';
    masks = index.heldMasks(snapshot, query.search, titles);
    if (!masks) return null;
    held = setBits(masks.matches);
  }
  // The listings of the category or provinces asked, when fewer than those holding the text: a
  // common word with two provinces walks their listings, not the word's.
  const runs = facetRuns(snapshot, ...facetCodes(query));
  const faceted = runs && slotsIn(runs) < held ? runs : null;
  // A broad text without a price or area asked: the database's walk in page order meets a match
  // every few rows. In a catalogue too big for the processor's cache it is the database's, with a
  // category or provinces too ('cha' in one category at a million listings: the database 1.5 ms a
  // page, in memory 4.5 over the category's 200,000; PLANS.md). Below that, PostgreSQL's page
  // costs this process a round trip and ranking it here costs this process the walk, so there the
  // text alone stays the database's and only a category's or provinces' listings are walked here.
  // PGlite runs the database's page on this thread: the walk is cheaper than its planning.
  // Its page walked tier by tier newest first, or by price (`walkTiers`), the total known
  // (remembered, or carried by the cursor) and every live listing located: a few hundred of its
  // matches read, not all of them, so it is the index's on PostgreSQL too.
  const located = snapshot.unlocated.length === 0;
  const broadNewest =
    masks !== null &&
    (after !== null || need.totalKnown === true) &&
    located &&
    held > snapshot.size * BROAD_SHARE;
  if (masks && held > snapshot.size * BROAD_SHARE && !priced(query)) {
    if (snapshot.size > indexedUpTo || (!faceted && !databaseInProcess && !broadNewest)) return null;
  }
  const bound = masks ? RANKED_AT_MOST : FILTERS_RANKED_AT_MOST;
  if ((faceted ? slotsIn(faceted) : held) > bound) return null;

  if (passing.length < RANKED_AT_MOST) passing = new Uint32Array(RANKED_AT_MOST);
  const filter = slotFilter(query, masks?.matches ?? null);
  const featured = new Set(need.featured.map((id) => slotOfUuid(snapshot, id)));
  // Filters without words, newest first, their total known (remembered, or carried by the
  // cursor) and every live listing located (so the page is the index's alone): each run walked
  // newest first, from the cursor's time if any, until its page's worth (and the featured, left
  // out below) passes. A broad text's page the same tier by tier (`broadNewest`). Else every
  // candidate, counted.
  const newest = !masks && need.order === 'recent' && (after !== null || need.totalKnown === true) && located;
  let count = 0;
  if (newest) {
    const [category, states] = facetCodes(query);
    for (const run of newestFacetRuns(snapshot, category, states)) {
      const out = passing.subarray(count);
      count += walkNewest(snapshot, filter, run, window + featured.size, out, after?.createdAt ?? null);
    }
  } else if (broadNewest && masks) {
    count = walkTiers(snapshot, query, filter, masks, faceted, window + featured.size, need.order, after);
  } else {
    for (const list of faceted ?? [null]) {
      const walk = { from: 0, to: snapshot.size, list, world: 1, y0: -1, y1: 2 };
      count += collectPassing(snapshot, filter, walk, passing.subarray(count));
    }
  }
  const best = bestRows(snapshot, masks, need.order, passing.subarray(0, count), window, after, featured);
  const skipped = need.cursor || snapshot.unlocated.length > 0 ? 0 : Math.min(need.offset, best.length);
  const ids = best.slice(skipped).map((slot) => idOf(snapshot, slot));
  const offset = need.cursor ? 0 : need.offset - skipped;
  const page = best.slice(skipped + offset, skipped + offset + need.rows).map((slot, i) => ({
    id: ids[offset + i]!,
    cursor_at: timestamptzText(snapshot.createdAt[slot]!),
    price: snapshot.priceUsd[slot]!,
    tier: tierOfSlot(masks, slot),
  }));
  return {
    ids,
    offset,
    expected: Math.min(need.rows, Math.max(0, best.length - (need.cursor ? 0 : need.offset))),
    count: newest || broadNewest ? null : count,
    unlocated: snapshot.unlocated,
    stillCurrent: () => index.isCurrent(snapshot),
    page,
  };
}

/** A tier's mask, written for each tier walked (searches run one at a time on this thread). */
let tierScratch = new Uint32Array(0);

/**
 * A text's matches of one tier (as `tierOfSlot` ranks them): those whose title holds every word
 * (`titleAll`), some of them and not all, or none (`titleAny` and `titleAll` null: none asked),
 * in the scratch mask (the last tier's overwritten); and how many.
 */
function tierMask(masks: HeldMasks, tier: 2 | 1 | 0): { mask: TextMask; bits: number } {
  const { matches, titleAll, titleAny } = masks;
  if (tierScratch.length < matches.length) tierScratch = new Uint32Array(matches.length);
  const mask = tierScratch.subarray(0, matches.length);
  let bits = 0;
  for (let word = 0; word < matches.length; word++) {
    const all = titleAll ? titleAll[word]! : 0;
    const any = titleAny ? titleAny[word]! : 0;
    const held = matches[word]! & (tier === 2 ? all : tier === 1 ? any & ~all : ~all & ~any);
    mask[word] = held;
    let set = held - ((held >>> 1) & 0x55555555);
    set = (set & 0x33333333) + ((set >>> 2) & 0x33333333);
    bits += Math.imul((set + (set >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return { mask, bits };
}

/**
 * A broad text's page, its total known: its matches passing the filters tier by tier (the title
 * holding every word, some, none: the order of relevance; newest first and the price orders have
 * one tier), each tier walked newest first (or by price, dearest or cheapest first) until
 * `needed` have passed in all (map-newest.ts) where it is dense, else
 * every one of its listings. A tier short of `needed` was walked whole, so the next is walked for
 * the rest. After a cursor ('Ver más') the tiers above the cursor's row's are skipped, its own is
 * walked from the cursor's time (or whole) and only what follows the cursor's row is kept and
 * counted, and the tiers below are walked from their newest. Where the database ranked a broad
 * word's page over its ~40,000 matches at 100,000 listings, this reads a few hundred
 * (bench/PLANS.md, "twenty-fourth session").
 */
function walkTiers(
  snapshot: MapSnapshot,
  query: FilteredSearch,
  filter: SlotFilter,
  masks: HeldMasks,
  faceted: Uint32Array[] | null,
  needed: number,
  order: SearchOrder,
  after: RowKey | null,
): number {
  const tiers: (2 | 1 | 0)[] = masks.titleAll ? (masks.titleAny ? [2, 1, 0] : [2, 0]) : [0];
  // By price there are no tiers: the one tier is walked dearest or cheapest first.
  const walkOrder: WalkOrder =
    order === 'price_asc' ? 'cheapest' : order === 'price_desc' ? 'dearest' : 'newest';
  let count = 0;
  for (const tier of tiers) {
    if (after && tier > after.tier) continue;
    const { mask, bits } = tierMask(masks, tier);
    if (bits === 0) continue;
    const tierFilter = { ...filter, textMask: mask };
    const start = count;
    const cursorTier = after !== null && tier === after.tier;
    if (bits > snapshot.size * BROAD_SHARE) {
      const wanted = needed - count;
      const before = cursorTier ? (walkOrder === 'newest' ? after.createdAt : after.price) : null;
      for (const run of rankedFacetRuns(snapshot, walkOrder, ...facetCodes(query))) {
        count += walkRanked(snapshot, walkOrder, tierFilter, run, wanted, passing.subarray(count), before);
      }
    } else {
      for (const list of faceted ?? [null]) {
        const walk = { from: 0, to: snapshot.size, list, world: 1, y0: -1, y1: 2 };
        count += collectPassing(snapshot, tierFilter, walk, passing.subarray(count));
      }
    }
    if (cursorTier) count = start + keepAfter(snapshot, order, tier, after, start, count);
    if (count >= needed) break;
  }
  return count;
}

/** The slots of `passing` from `start` to `end` (of `tier`) that follow the cursor's row, moved to `start`; how many. */
function keepAfter(
  snapshot: MapSnapshot,
  order: SearchOrder,
  tier: number,
  after: RowKey,
  start: number,
  end: number,
): number {
  let kept = 0;
  for (let i = start; i < end; i++) {
    const slot = passing[i]!;
    if (compareSlot(order, snapshot, slot, tier, after) > 0) passing[start + kept++] = slot;
  }
  return kept;
}

/** A slot's title tier as the search ranks it: 2 when its title holds every word, 1 some, else 0. */
const tierOfSlot = (masks: HeldMasks | null, slot: number) =>
  masks?.titleAll && bitOf(masks.titleAll, slot) ? 2 : masks?.titleAny && bitOf(masks.titleAny, slot) ? 1 : 0;

/**
 * Whether the search filters on price or area: a broad text's matches then thin out along the
 * database's walk in page order, which a category or provinces leave dense (a fifth of them for
 * a category).
 */
const priced = (query: FilteredSearch) =>
  query.minPrice !== undefined || query.maxPrice !== undefined || Boolean(query.hectares?.length);

/**
 * Whether a search without words is the index's: with provinces, a price or an area asked, the
 * database walks its indexes in page order testing listings that mostly fail, and reads the page
 * in two statements where the index reads its cards in one. Interleaved at 100,000 listings
 * (bench/PLANS.md "sixteenth session"): filters on PostgreSQL 718–757 → 894–1,067 req/s, on
 * PGlite 380–448 → 720–843. Browsing a category or an operation stays the database's: its walk
 * in page order meets a match on nearly every row, and one prepared statement reads the page.
 */
const narrowedWithoutText = (query: FilteredSearch) => priced(query) || Boolean(query.state?.length);

/** The first `window` slots in the search's order (after the cursor's row, if any), best first. */
function bestRows(
  snapshot: MapSnapshot,
  masks: HeldMasks | null,
  order: SearchOrder,
  slots: Uint32Array,
  window: number,
  after: RowKey | null,
  featured: ReadonlySet<number>,
): number[] {
  const titleAll = masks?.titleAll ?? null;
  const titleAny = masks?.titleAny ?? null;
  // The page's last row turns most slots away by a byte ordering their time or price (map-ranks.ts):
  // with a code worse than the last row's, a slot of its tier is worse than it.
  const byPrice = order === 'price_asc' || order === 'price_desc';
  const { codes, edges } = rankCodes(snapshot, byPrice ? 'priceUsd' : 'createdAt');
  // Newest first, or dearest first: a lower code is worse; cheapest first, a higher one.
  const worse = order === 'price_asc' ? 1 : -1;
  // The cursor's row's byte: a slot of its tier in another byte is on one side of it, compared
  // no further (a price order has no tiers).
  const afterCode = after ? codeOfValue(edges, byPrice ? after.price : after.createdAt) : 0;
  // Kept sorted, best first; a slot goes in only when it beats the last (most do at first, then few).
  const best: number[] = [];
  const keys: RowKey[] = [];
  let lastCode = 0;
  for (const slot of slots) {
    const tier = titleAll && bitOf(titleAll, slot) ? 2 : titleAny && bitOf(titleAny, slot) ? 1 : 0;
    if (after) {
      const code = codes[slot]!;
      const side =
        (byPrice || tier === after.tier) && code !== 0 && afterCode !== 0 ? (code - afterCode) * worse : 0;
      if (side < 0 || (side === 0 && compareSlot(order, snapshot, slot, tier, after) <= 0)) continue;
    }
    if (best.length === window) {
      const last = keys[window - 1]!;
      const code = codes[slot]!;
      if (tier === last.tier && code !== 0 && lastCode !== 0 && (code - lastCode) * worse > 0) continue;
      if (compareSlot(order, snapshot, slot, tier, last) >= 0) continue;
    }
    // After the comparisons, which turn most slots away: a set's lookup for each cost more than them.
    if (featured.has(slot)) continue;
    let at = best.length;
    while (at > 0 && compareSlot(order, snapshot, slot, tier, keys[at - 1]!) < 0) at--;
    best.splice(at, 0, slot);
    keys.splice(at, 0, slotKey(snapshot, slot, tier));
    if (best.length > window) {
      best.pop();
      keys.pop();
    }
    if (best.length === window) lastCode = codes[best[window - 1]!]!;
  }
  return best;
}

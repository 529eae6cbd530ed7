import type { PropertyListResponse, PropertySearchQuery, PropertySummary } from '@tranquera/contracts';
import { FEATURED_ON_SEARCH, SEARCH_TEXT_TOTAL_BOUND, SEARCH_TOTAL_BOUND } from '@tranquera/contracts';
import { and, desc, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { boundedCount, countUpTo, type SearchTotal, type SearchTotals } from './search-count.ts';
import { decodeCursor, encodeCursor, type SearchCursor, type SearchOrder } from './search-cursor.ts';
import type { FeaturedListings } from './featured-listings.ts';
import { type FilteredSearch, filtersPlanAlike, matchKey, searchFilters } from './search-filters.ts';
import { cardsOfPage, type PageRow, type PageStart, readFewMatches, readPage } from './search-page.ts';
import type { IndexedMatches, PageNeed } from './search-candidates.ts';
import { LISTINGS, LISTING_SEARCH, listingSearchByIds } from './search-source.ts';
import {
  ALL_WORDS_TITLES_READ_WHOLE,
  segmentsFor,
  TITLE_TIERS_READ_WHOLE,
  type TitleMatches,
  tierOf,
} from './search-segments.ts';
import { isFeaturedAt, summariesInOrder } from './service.ts';
import { resolveTextSearch, type TextSearch, wordQueriesOf } from './text-query.ts';
import { wordsStartingAs, type SearchVocabulary } from './search-vocabulary.ts';

/** Newest first unless asked otherwise; a text search defaults to relevance. */
function orderOf(query: PropertySearchQuery, withText: boolean): SearchOrder {
  const order = query.sort ?? (withText ? 'relevance' : 'recent');
  return order === 'relevance' && !withText ? 'recent' : order;
}

export interface SearchOptions {
  /** Remembered totals (the app's); without it every page counts. */
  totals?: SearchTotals;
  /** The app's clock: whether a listing is still featured. */
  now?: Date;
  /** The listings featured now, remembered (the app's); without it every search asks. */
  featured?: FeaturedListings;
  /** Words a typed prefix starts, remembered (the app's); without it every text search asks. */
  vocabulary?: SearchVocabulary;
  /** A text search's page from the map's index (search-candidates.ts), or null to search. */
  indexedMatches?: (query: FilteredSearch, need: PageNeed) => IndexedMatches | null;
}

/**
 * The paid plan's first place: on the first page of a search in its default order, up to
 * FEATURED_ON_SEARCH featured listings that match it go on top (a small partial index walk).
 * A sort the buyer chose (price) is left alone.
 */
async function featuredOnTop(
  db: Database,
  where: SQL,
  now: Date,
  featured: FeaturedListings | undefined,
): Promise<string[]> {
  // Most searches match no featured listing because hardly any is featured: known from memory.
  const candidates = featured ? await featured.idsAt(now) : null;
  if (candidates?.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(where, isFeaturedAt(now), candidates ? inArray(properties.id, candidates) : undefined))
    .orderBy(desc(properties.featuredUntil), desc(properties.id))
    .limit(FEATURED_ON_SEARCH);
  return rows.map((row) => row.id);
}

/** Matches of `where` counted up to `bound`, remembered like totals (by `key`) when the app remembers. */
function rememberedCount(
  db: Database,
  where: SQL,
  bound: number,
  key: string,
  totals: SearchTotals | undefined,
): Promise<TitleMatches> {
  const count = () => countUpTo(db, where, bound, LISTING_SEARCH);
  return totals ? totals.get(key, count) : count();
}

/** What a search has settled before its page is read. */
interface PageContext {
  text: TextSearch | null;
  filters: SQL;
  order: SearchOrder;
  cursor: SearchCursor | null;
  start: PageStart;
  /** Listings featured on top of this page, left out of its own rows. */
  featured: string[];
  notFeatured: SQL | undefined;
  now: Date;
}

/**
 * A search's page from the map's index (search-candidates.ts: a text, or filters that narrow
 * without one), or null when the database must search: the index can't say without waiting, or
 * a listing it named no longer matches (a write landed since it was asked). The total is the
 * index's count of its matches and those listings without coordinates that match (read by
 * primary key), bounded as the database's count is, and remembered like any other.
 */
async function pageFromIndex(
  db: Database,
  query: FilteredSearch,
  { text, filters, order, cursor, start, featured, notFeatured, now }: PageContext,
  options: SearchOptions,
): Promise<{ rows: PageRow[]; total: SearchTotal } | null> {
  const rows = query.limit + 1;
  // A total remembered at this version: the index need not count (`PageNeed.totalKnown`).
  const remembered = cursor ? undefined : options.totals?.peek(matchKey(query));
  const indexed = options.indexedMatches?.(query, {
    order,
    cursor,
    offset: 'offset' in start ? start.offset : 0,
    rows,
    wordCount: text?.wordCount ?? 0,
    featured,
    totalKnown: remembered !== undefined,
  });
  if (!indexed) return null;
  const counted = indexed.count;
  const where = text ? (and(filters, text.matches) as SQL) : filters;
  const bound = text ? SEARCH_TEXT_TOTAL_BOUND : SEARCH_TOTAL_BOUND;
  const count = async (): Promise<SearchTotal> => {
    // Not counted by the index: only when its total was known, which is then used below.
    if (counted === null) throw new Error('the index did not count a search whose total it was told');
    const unlocated =
      indexed.unlocated.length === 0
        ? 0
        : (await countUpTo(db, where, bound, listingSearchByIds(indexed.unlocated))).total;
    const all = counted + unlocated;
    return all > bound ? { total: bound, exact: false } : { total: all, exact: true };
  };
  // The matches' total at this version (remembered): for a page after a cursor, which carries the
  // first page's, only to tell whether listings without coordinates match.
  // (Known at the version the index was asked at: a write since fails `stillCurrent` below.)
  const matches =
    !cursor || indexed.unlocated.length > 0
      ? counted === null && remembered
        ? remembered
        : await (options.totals ? options.totals.get(matchKey(query), count) : count())
      : null;
  const total = cursor ? { total: cursor.total, exact: cursor.exact } : matches!;
  // No listing without coordinates among the matches (none live, or the count at this version
  // holds the located ones alone): the index ranked the whole page, whose cards alone are read, a
  // statement fewer than below. A listing no longer live: the database searches again.
  const located = indexed.unlocated.length === 0 || (matches!.exact && matches!.total === counted);
  const known = located ? await cardsOfPage(db, indexed.page, now) : null;
  if (located && !known) return null;
  // Else the rows by primary key, with the listings without coordinates: every condition tested
  // again, and those ranked among the page.
  const page =
    known ??
    (await readFewMatches(
      db,
      and(where, notFeatured) as SQL,
      order,
      tierOf(order, text),
      'offset' in start ? { offset: indexed.offset } : start,
      rows,
      now,
      listingSearchByIds([...indexed.ids, ...indexed.unlocated]),
    ));
  // A write since: some listing may have left or joined the page. The database searches again.
  if (page.length < indexed.expected) return null;
  // The last check: when the catalogue is still where the index read it, the page is the index's.
  return indexed.stillCurrent() ? { rows: page, total } : null;
}

/**
 * One page of live listings (docs/decisions/search-engine.md): the page's ids come from index
 * walks cut with LIMIT, one more row than the page tells whether another page follows, and the
 * total is counted up to a bound; only the page's rows are then read, as cards.
 */
export async function searchProperties(
  db: Database,
  query: FilteredSearch,
  options: SearchOptions = {},
): Promise<PropertyListResponse> {
  const { vocabulary } = options;
  const text = await resolveTextSearch(
    query.search,
    (word) => (vocabulary ? vocabulary.wordsStartingAs(db, word) : wordsStartingAs(db, word)),
    wordQueriesOf(db),
  );
  const order = orderOf(query, text !== null);
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : null;
  const filters = searchFilters(query, { withText: text !== null });
  const where = text ? (and(filters, text.matches) as SQL) : filters;
  const page = cursor?.n ?? query.page;

  // A map area handed over as one page's listings: counted, or read whole when that page falls
  // short, by all of the area's ids (primary-key reads), not by its edges (every listing of the
  // area read: seconds on PGlite); by its edges only past the ids a statement is given (`all` null).
  const wholeArea = () =>
    query.areaPage?.all
      ? searchFilters({ ...query, areaIds: query.areaPage.all() }, { withText: text !== null })
      : filters;
  const count = () =>
    boundedCount(db, query.areaPage ? (and(wholeArea(), text?.matches) as SQL) : where, text !== null);
  const totalOf = async (): Promise<SearchTotal> =>
    cursor
      ? { total: cursor.total, exact: cursor.exact }
      : options.totals
        ? options.totals.get(matchKey(query), count)
        : count();
  const now = options.now ?? new Date();
  // Featured listings go on top of page 1 and are left out of every page's own results, so
  // appending pages ('Ver más') never shows one twice.
  // Read from the listings, which have no facet tokens: their filters as a search without words has them.
  const featured =
    !order.startsWith('price') && !query.userId
      ? await featuredOnTop(
          db,
          text ? (and(searchFilters(query), text.matches) as SQL) : where,
          now,
          options.featured,
        )
      : [];
  const notFeatured = featured.length > 0 ? notInArray(properties.id, featured) : undefined;
  const start = cursor ? { cursor } : { offset: (page - 1) * query.limit };
  const onTop = () => (!cursor && page === 1 ? summariesInOrder(db, featured, now) : Promise.resolve([]));
  const respond = (rows: PageRow[], total: SearchTotal, top: PropertySummary[]) =>
    listResponse(rows, total, top, { order, page, limit: query.limit });

  const fromIndex = options.indexedMatches
    ? await pageFromIndex(
        db,
        query,
        { text, filters, order, cursor, start, featured, notFeatured, now },
        options,
      )
    : null;
  if (fromIndex) return respond(fromIndex.rows, fromIndex.total, await onTop());

  // The total first (remembered, or carried by the cursor, for most pages): it tells whether a
  // text search matches few enough listings to read them all rather than walk an index. (Filters
  // alone stay on index walks: measured, reading every match of a narrow filter set costs more.)
  const total = await totalOf();
  const few = text !== null && total.exact && total.total <= SEARCH_TEXT_TOTAL_BOUND;
  // Many matches, in relevance order, narrowed by category, operation or province: title words
  // and these go together ('ganadero' is in no Agrícola listing's title), so count the title
  // matches first (search-segments.ts titleSegments).
  const narrowed = query.category || query.operation || (query.state && query.state.length > 0);
  const titled =
    text && !few && order === 'relevance' && narrowed
      ? await rememberedCount(
          db,
          and(where, text.titleHasAny) as SQL,
          TITLE_TIERS_READ_WHOLE,
          `${matchKey(query)} title`,
          options.totals,
        )
      : undefined;
  const allWordsTitled =
    text && text.wordCount > 1 && !few && order === 'relevance' && !titled?.exact
      ? await rememberedCount(
          db,
          and(filters, text.titleHasAll) as SQL,
          ALL_WORDS_TITLES_READ_WHOLE,
          `${matchKey(query)} all-words title`,
          options.totals,
        )
      : undefined;
  const segments = segmentsFor(order, text, titled, allWordsTitled);
  // Known to match nothing (counted, or remembered at this catalogue version): no page to read.
  // A word that is common, but never with these filters ('venta' among rentals), would otherwise
  // send the planner reading every rental for none.
  const none = total.exact && total.total === 0;
  const readRows = async (pageFilters: SQL): Promise<PageRow[]> => {
    if (none) return [];
    const pageWhere = text ? (and(pageFilters, text.matches) as SQL) : pageFilters;
    const all = and(pageWhere, notFeatured) as SQL;
    return few
      ? readFewMatches(db, all, order, tierOf(order, text), start, query.limit + 1, now, LISTING_SEARCH)
      : readPage(
          db,
          { all, filters: and(pageFilters, notFeatured) as SQL, source: text ? LISTING_SEARCH : LISTINGS },
          order,
          segments,
          start,
          query.limit + 1,
          now,
          // Newest first only: a price order walks the price index whatever the category, which
          // for a rare category reads thousands of rows a custom plan would skip.
          text === null && order === 'recent' && filtersPlanAlike(query),
        );
  };
  // A map area's page, newest first, from the listings the map's index cut it from (map-search.ts
  // `withMapArea`).
  const areaPage = order === 'recent' ? query.areaPage : undefined;
  const areaRows = () =>
    readRows(searchFilters({ ...query, areaIds: areaPage!.ids }, { withText: text !== null }));
  // The index ranked the page whole: its cards alone are read, by id (one prepared statement); a
  // listing no longer live sends the page to SQL.
  const ranked =
    areaPage && !none
      ? areaPage.keys?.(featured, cursor ? 0 : (page - 1) * query.limit, query.limit + 1)
      : null;
  const [firstRows, top] = await Promise.all([
    ranked
      ? cardsOfPage(db, ranked, now).then((rows) => rows ?? areaRows())
      : areaPage
        ? areaRows()
        : readRows(filters),
    onTop(),
  ]);
  // Short of a page and what follows: some of those listings no longer match (written since the
  // map's index was read) or are featured on top, so the page is read from the whole area.
  const rows = areaPage?.cut && firstRows.length <= query.limit ? await readRows(wholeArea()) : firstRows;
  return respond(rows, total, top);
}

/** A page's answer: its cards after those on top, and whether and where another page follows. */
function listResponse(
  rows: PageRow[],
  total: SearchTotal,
  onTop: PropertySummary[],
  { order, page, limit }: { order: SearchOrder; page: number; limit: number },
): PropertyListResponse {
  const hasNextPage = rows.length > limit;
  const shown = rows.slice(0, limit);
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
    payload: [...onTop, ...shown.map((row) => row.card)],
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

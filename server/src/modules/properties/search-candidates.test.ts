import {
  CATEGORIES,
  PROVINCES,
  type PropertyListResponse,
  propertySearchQuerySchema,
} from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBenchListings } from '../../../bench/listing-generator.ts';
import { KINDS, PHRASES, TOWNS, USES } from '../../../bench/listing-vocabulary.ts';
import { seededRandom } from '../../db/seed/prng.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { MapIndex } from './map-index.ts';
import { SearchTotals } from './search-count.ts';
import { idOf } from './map-records.ts';
import { indexedMatches, microsecondsOf, type PageNeed, timestamptzText } from './search-candidates.ts';
import type { FilteredSearch } from './search-filters.ts';
import { searchProperties } from './search-properties.ts';

// A text search's few matches, or the page of filters that narrow without words, may come from the
// map's in-memory index as ids (search-candidates.ts). Whichever way a page is read, the visitor
// must see the same page: the same listings in the same order, the same total, the same next
// page. Each search below is answered both ways, the index way only once its text's listings are
// read, so every search that can take it does.

const LISTINGS = 4000;
const SEARCHES = 160;

let app: FastifyInstance;
let index: MapIndex;
/** How many pages the index answered (the others the database alone), and of them without words. */
let answeredByIndex = 0;
let answeredWithoutText = 0;
/** Of those, pages of filters whose total was remembered, walked newest first and stopped early. */
let answeredNewestFirst = 0;
let totals: SearchTotals;
/** Of those, broad texts (matched by more than 1/16 of the located listings) without a price or area. */
let answeredBroad = 0;
/** The most ids the index sent for a later page by `page=` beyond the page's own rows (and one more). */
let sentBeforePage = 0;
const now = new Date();

const words = [
  ...KINDS,
  ...Object.values(USES).flat(),
  ...Object.values(TOWNS).flatMap((towns) => towns ?? []),
  ...PHRASES.flatMap((phrase) => phrase.replace(/[.,]/g, '').split(' ')),
]
  .join(' ')
  .split(' ')
  .filter((word) => word.length >= 4);

/**
 * A search's query string, drawn: one to three words (the last maybe a prefix), or none (a
 * quarter of them, with provinces, a price or an area: filters alone), some filters, an order.
 */
function drawSearch(random: ReturnType<typeof seededRandom>): URLSearchParams {
  const params = new URLSearchParams();
  const withoutText = random.chance(0.25);
  if (withoutText) {
    const narrowing = random.pick(['state', 'minPrice', 'maxPrice', 'hectares']);
    if (narrowing === 'state') params.set('state', random.pick(PROVINCES));
    if (narrowing === 'minPrice') params.set('minPrice', String(random.int(0, 40) * 100));
    if (narrowing === 'maxPrice') params.set('maxPrice', String(random.int(41, 80) * 100));
    if (narrowing === 'hectares') params.set('hectares', random.pick(['0-50', '100-200', '500-1000']));
    if (random.chance(0.3)) params.set('operation', random.pick(['venta', 'alquiler']));
  } else {
    const typed = Array.from({ length: random.int(1, 3) }, () => random.pick(words));
    if (random.chance(0.3)) typed[typed.length - 1] = typed.at(-1)!.slice(0, random.int(3, 5));
    params.set('search', typed.join(' '));
  }
  if (random.chance(0.4)) params.set('category', random.pick(CATEGORIES));
  if (random.chance(0.4)) params.set('state', [random.pick(PROVINCES), random.pick(PROVINCES)].join(','));
  if (random.chance(0.3)) params.set('minPrice', String(random.int(0, 40) * 100));
  if (random.chance(0.3)) params.set('hectares', random.pick(['0-50', '50-200,1000-5000', '200-500']));
  if (random.chance(0.4)) params.set('sort', random.pick(['relevance', 'recent', 'price_asc', 'price_desc']));
  if (random.chance(0.3)) params.set('page', String(random.int(2, 3)));
  return params;
}

const queryOf = (params: URLSearchParams) => propertySearchQuerySchema.parse(Object.fromEntries(params));

/** The page through the index (once its text's listings are read) and through the database alone. */
async function bothWays(
  params: URLSearchParams,
): Promise<{ viaIndex: PropertyListResponse; viaDatabase: PropertyListResponse }> {
  const query = queryOf(params);
  let answered = false;
  let broad = false;
  let stoppedEarly = false;
  const options = {
    now,
    // Totals remembered as the app does: a page of filters whose total is known is walked newest
    // first and stops after its rows (map-newest.ts); the database's side counts every time.
    totals,
    indexedMatches: (search: FilteredSearch, need: PageNeed) => {
      // As on PGlite, where the index answers the most (broad texts alone too).
      const matches = indexedMatches(index, search, need, { databaseInProcess: true });
      answered = false;
      stoppedEarly = matches !== null && matches.count === null;
      const located = index.ready()?.size ?? Number.POSITIVE_INFINITY;
      broad =
        matches !== null &&
        (matches.count ?? 0) > located / 16 &&
        search.minPrice === undefined &&
        search.maxPrice === undefined &&
        !search.hectares?.length;
      if (matches && !need.cursor) sentBeforePage = Math.max(sentBeforePage, matches.ids.length - need.rows);
      // The page is the index's when its rows were all found and the catalogue is still where
      // the index read it: the last check the search makes (search-properties.ts `pageFromIndex`).
      return (
        matches && {
          ...matches,
          stillCurrent: () => {
            answered = matches.stillCurrent();
            return answered;
          },
        }
      );
    },
  };
  // The first times, the index may not hold the catalogue's version (after a write) nor the text's
  // masks yet: it reads them meanwhile (a text's, when asked for the second time).
  for (let read = 0; read < 3; read++) {
    await searchProperties(app.db, query, options);
    await index.idle();
  }
  const viaIndex = await searchProperties(app.db, query, options);
  if (answered) answeredByIndex++;
  if (answered && !query.search) answeredWithoutText++;
  if (answered && stoppedEarly) answeredNewestFirst++;
  if (answered && query.search && broad) answeredBroad++;
  const viaDatabase = await searchProperties(app.db, query, { now });
  return { viaIndex, viaDatabase };
}

beforeAll(async () => {
  app = await buildTestApp();
  await insertBenchListings(app.db, LISTINGS, LISTINGS / 50);
  // Some live listings have no coordinates (the map can't hold them), some are featured.
  await app.db.execute(sql`update properties set location_lat = null where id::text < '06'`);
  await app.db.execute(sql`update properties set location_lng = null where id::text >= 'fb'`);
  await app.db.execute(
    sql`update properties set featured_until = now() + interval '10 days' where id::text like 'a0%'`,
  );
  await app.db.execute(sql`vacuum analyze properties`);
  index = new MapIndex(app.db, app.catalogue);
  totals = new SearchTotals(app.catalogue);
}, 120_000);
afterAll(() => app?.close());

/**
 * Draws `count` searches and answers each both ways (half also walked one 'Ver más' further):
 * those that differ, how many the index answered (and of them pages past the first holding
 * listings), the listings shown.
 */
async function compareSearches(seed: number, count: number) {
  const random = seededRandom(seed);
  const differ: object[] = [];
  const shown: string[] = [];
  const before = answeredByIndex;
  const beforeWithoutText = answeredWithoutText;
  const beforeBroad = answeredBroad;
  const beforeNewestFirst = answeredNewestFirst;
  let pagedFromIndex = 0;
  for (let n = 0; n < count; n++) {
    const params = drawSearch(random);
    const answeredBefore = answeredByIndex;
    const { viaIndex, viaDatabase } = await bothWays(params);
    if (JSON.stringify(viaIndex) !== JSON.stringify(viaDatabase)) {
      differ.push({ params: `${params}`, viaIndex: viaIndex.info, viaDatabase: viaDatabase.info });
      continue;
    }
    if (params.has('page') && answeredByIndex > answeredBefore && viaIndex.payload.length > 0)
      pagedFromIndex++;
    shown.push(...viaIndex.payload.map((card) => card._id));
    // 'Ver más' from there, both ways.
    const cursor = viaDatabase.info.nextCursor;
    if (cursor && n % 2 === 0) {
      const next = new URLSearchParams(params);
      next.delete('page');
      next.set('cursor', cursor);
      const walked = await bothWays(next);
      if (JSON.stringify(walked.viaIndex) !== JSON.stringify(walked.viaDatabase))
        differ.push({
          params: `${next}`,
          viaIndex: walked.viaIndex.info,
          viaDatabase: walked.viaDatabase.info,
        });
    }
  }
  return {
    differ,
    answered: answeredByIndex - before,
    withoutText: answeredWithoutText - beforeWithoutText,
    broad: answeredBroad - beforeBroad,
    newestFirst: answeredNewestFirst - beforeNewestFirst,
    pagedFromIndex,
    shown,
  };
}

describe("a text search's few matches from the map's index", () => {
  it('show the same page, total and next page as the database alone, walked too', {
    timeout: 240_000,
  }, async () => {
    const unlocated = new Set(
      (
        await app.db.execute<{ id: string }>(
          sql`select id::text as id from properties where status = 'active' and (location_lat is null or location_lng is null)`,
        )
      ).rows.map((row) => row.id),
    );
    expect(unlocated.size).toBeGreaterThan(50);
    const { differ, answered, withoutText, broad, pagedFromIndex, shown } = await compareSearches(
      2026,
      SEARCHES,
    );
    expect(differ.slice(0, 3)).toEqual([]);
    // Broad texts without a price or area among them (PGlite's rule, `BROAD_SHARE`).
    expect(broad).toBeGreaterThan(5);
    // The draw must keep meaning something: many searches answered by the index (filters alone
    // among them), listings without coordinates among their pages.
    expect(answered).toBeGreaterThan(SEARCHES / 3);
    expect(withoutText).toBeGreaterThan(SEARCHES / 10);
    expect(pagedFromIndex).toBeGreaterThan(10);
    expect(shown.filter((id) => unlocated.has(id)).length).toBeGreaterThan(3);
  });

  it('leaves filters without words to the database past their bound of located listings, not a text', async () => {
    const need: PageNeed = { order: 'recent', cursor: null, offset: 0, rows: 13, wordCount: 0, featured: [] };
    const byProvince = queryOf(new URLSearchParams({ state: 'Córdoba', minPrice: '500' }));
    const snapshot = await index.current();
    expect(indexedMatches(index, byProvince, need)?.ids.length).toBeGreaterThan(0);
    // A catalogue past the bound (FILTERS_INDEXED_UP_TO, 250,000 located listings by default).
    expect(indexedMatches(index, byProvince, need, { indexedUpTo: snapshot.size - 1 })).toBeNull();
    const worded = queryOf(new URLSearchParams({ search: 'alambrado', state: 'Córdoba', minPrice: '500' }));
    for (let ask = 0; ask < 2; ask++) {
      indexedMatches(index, worded, { ...need, wordCount: 1 });
      await index.idle();
    }
    expect(
      indexedMatches(index, worded, { ...need, wordCount: 1 }, { indexedUpTo: snapshot.size - 1 }),
    ).not.toBeNull();
  });

  it('ranks a broad text in memory where the database runs in this process, or a category narrows it, up to the bound', async () => {
    const need: PageNeed = {
      order: 'relevance',
      cursor: null,
      offset: 0,
      rows: 13,
      wordCount: 1,
      featured: [],
    };
    const snapshot = await index.current();
    const held = async (params: Record<string, string>) => {
      const query = queryOf(new URLSearchParams(params));
      for (let ask = 0; ask < 2; ask++) {
        indexedMatches(index, query, need);
        await index.idle();
      }
      return query;
    };
    // The word most listings hold, with no price or area: broad by BROAD_SHARE (1/16).
    const broad = await held({ search: 'venta' });
    const inProcess = indexedMatches(index, broad, need, { databaseInProcess: true });
    expect(inProcess?.count).toBeGreaterThan(snapshot.size / 16);
    expect(inProcess?.page).toHaveLength(13);
    // PostgreSQL walks its own index in page order, in its own process.
    expect(indexedMatches(index, broad, need, { databaseInProcess: false })).toBeNull();
    // A category's listings, fewer than the word's, are walked here on either database.
    const categorized = await held({ search: 'venta', category: 'Ganadero' });
    expect(indexedMatches(index, categorized, need, { databaseInProcess: false })?.page).toHaveLength(13);
    // Provinces holding more listings than the word don't narrow its walk: PostgreSQL's again.
    const everywhere = await held({ search: 'venta', state: PROVINCES.join(',') });
    expect(indexedMatches(index, everywhere, need, { databaseInProcess: false })).toBeNull();
    expect(indexedMatches(index, everywhere, need, { databaseInProcess: true })?.page).toHaveLength(13);
    // Past the bound of located listings, the database's on either.
    const past = { indexedUpTo: snapshot.size - 1 };
    expect(indexedMatches(index, broad, need, { ...past, databaseInProcess: true })).toBeNull();
    expect(indexedMatches(index, categorized, need, past)).toBeNull();
    // A price asked thins its matches along the database's walk: the index's at any size.
    const priced = await held({ search: 'venta', minPrice: '500' });
    expect(indexedMatches(index, priced, need, past)).not.toBeNull();
  });

  it("reads a text's listings for a list search only when asked for it a second time", async () => {
    const snapshot = await index.current();
    expect(index.heldMasks(snapshot, 'Tamariscos', 'all')).toBeNull();
    await index.idle();
    expect(snapshot.textMasks.has('tamariscos')).toBe(false);
    expect(index.heldMasks(snapshot, 'tamariscos', 'all')).toBeNull();
    await index.idle();
    expect(index.heldMasks(snapshot, 'tamariscos', 'all')).not.toBeNull();
  });

  it('shows a listing as it is written the moment the catalogue moves on', async () => {
    const search = (text: string) => bothWays(new URLSearchParams({ search: text }));
    expect((await search('zorzal')).viaIndex.info.total).toBe(0);
    const [mapped, unmapped] = (
      await app.db.execute<{ id: string }>(
        sql`select id::text as id from properties where status = 'active' and location_lat is not null order by id limit 2`,
      )
    ).rows.map((row) => row.id);
    // Every write request moves the catalogue's version on before it answers (routes do it).
    const write = async (statement: ReturnType<typeof sql>) => {
      await app.db.execute(statement);
      app.catalogue.bump();
    };
    await write(
      sql`update properties set listing_title = listing_title || ' zorzal' where id in (${mapped}, ${unmapped})`,
    );
    await write(sql`update properties set location_lat = null where id = ${unmapped}`);
    const before = answeredByIndex;
    const both = await search('zorzal');
    const found = both.viaIndex;
    expect(answeredByIndex).toBe(before + 1);
    expect(found).toEqual(both.viaDatabase);
    expect(found.payload.map((card) => card._id).sort()).toEqual([mapped, unmapped].sort());
    expect(found.info).toMatchObject({ total: 2, totalIsExact: true });

    await write(sql`update properties set status = 'paused' where id = ${mapped}`);
    const paused = (await search('zorzal')).viaIndex;
    expect(paused.payload.map((card) => card._id)).toEqual([unmapped]);
    expect(paused.info.total).toBe(1);
  });

  // Every live listing on the map: a page by `page=` then reads only its own rows by id, those
  // ranked before it left to the index (search-candidates.ts `offset`).
  it('shows the same pages when every listing is located and only the page is read', {
    timeout: 240_000,
  }, async () => {
    await app.db.execute(
      sql`update properties set location_lat = coalesce(location_lat, -33.1), location_lng = coalesce(location_lng, -60.2)`,
    );
    app.catalogue.bump();
    const snapshot = await index.current();
    expect(snapshot.unlocated).toEqual([]);
    sentBeforePage = 0;
    const { differ, answered, withoutText, newestFirst, pagedFromIndex } = await compareSearches(
      2027,
      SEARCHES,
    );
    expect(differ.slice(0, 3)).toEqual([]);
    expect(answered).toBeGreaterThan(SEARCHES / 3);
    expect(withoutText).toBeGreaterThan(SEARCHES / 10);
    // Filters newest first whose total was remembered: walked newest first, stopped after the page.
    expect(newestFirst).toBeGreaterThan(SEARCHES / 20);
    expect(pagedFromIndex).toBeGreaterThan(8);
    // Those pages went to the database as their own rows only.
    expect(sentBeforePage).toBe(0);
  });
  // After the test above: every live listing located, as the walk needs.
  it("ranks a broad text's page, its total known, from a walk newest first tier by tier", async () => {
    const snapshot = await index.current();
    expect(snapshot.unlocated).toEqual([]);
    const random = seededRandom(31);
    let early = 0;
    let cursorPages = 0;
    const searches: Record<string, string>[] = [
      { search: 'venta' },
      { search: 'campo venta' },
      { search: 'venta', category: 'Ganadero' },
      { search: 'venta', minPrice: '1500' },
      { search: 'campo', operation: 'alquiler' },
      { search: 'venta campo', state: PROVINCES.slice(0, 4).join(',') },
      // Few titles hold both words: the first tier runs out within these pages.
      { search: 'campo monte' },
      { search: 'campo ganadero', operation: 'venta' },
    ];
    for (const params of searches) {
      const query = queryOf(new URLSearchParams(params));
      const wordCount = params.search!.split(' ').length;
      for (const order of ['relevance', 'recent', 'price_asc', 'price_desc'] as const) {
        for (let ask = 0; ask < 2; ask++) {
          indexedMatches(index, query, { order, cursor: null, offset: 0, rows: 13, wordCount, featured: [] });
          await index.idle();
        }
        // Pages 1–8, some with featured listings to leave out (ids of slots drawn).
        for (let page = 1; page <= 8; page++) {
          const featured = Array.from({ length: random.int(0, 3) }, () =>
            idOf(snapshot, random.int(0, snapshot.size - 1)),
          );
          const need: PageNeed = {
            order,
            cursor: null,
            offset: (page - 1) * 12,
            rows: 13,
            wordCount,
            featured,
          };
          const options = { databaseInProcess: true };
          const counted = indexedMatches(index, query, need, options);
          const walked = indexedMatches(index, query, { ...need, totalKnown: true }, options);
          expect(counted, `${params.search} ${order}`).not.toBeNull();
          expect(walked?.page).toEqual(counted?.page);
          expect(walked?.ids).toEqual(counted?.ids);
          if (walked?.count === null) early++;
        }
        // 'Ver más' from page 1 to 8, each page after the last one's cursor: the tiers above the
        // cursor's skipped, its own walked from the cursor's time, the pages those by number.
        const featured = [idOf(snapshot, random.int(0, snapshot.size - 1))];
        const byNumber = (page: number) =>
          indexedMatches(
            index,
            query,
            { order, cursor: null, offset: (page - 1) * 12, rows: 13, wordCount, featured },
            { databaseInProcess: true },
          );
        let last = byNumber(1)?.page[11];
        for (let page = 2; page <= 8 && last; page++) {
          const cursor = {
            o: order,
            n: page,
            t: last.tier,
            c: last.cursor_at,
            p: order.startsWith('price') ? last.price : null,
            i: last.id,
            total: 1,
            exact: true,
          };
          const need: PageNeed = { order, cursor, offset: 0, rows: 13, wordCount, featured };
          const walked = indexedMatches(index, query, need, { databaseInProcess: false });
          expect(walked?.count, `${params.search} ${order} page ${page}`).toBeNull();
          expect(walked?.page.map((row) => row.id)).toEqual(byNumber(page)?.page.map((row) => row.id));
          last = walked?.page[11];
          cursorPages++;
        }
      }
    }
    // Every one of them broad: walked tier by tier, not counted.
    expect(early).toBe(searches.length * 4 * 8);
    expect(cursorPages).toBeGreaterThan(searches.length * 4 * 5);
  });
});

describe("a page's time as its cursor carries it", () => {
  it('is written as PostgreSQL writes the listing time, and read back to the microsecond', async () => {
    const random = seededRandom(77);
    // Whole seconds, tenths, single microseconds; 2000 to 2100.
    const times = Array.from({ length: 200 }, (_, i) => {
      const second = random.int(946_684_800, 4_102_444_800) * 1_000_000;
      return second + [0, 100_000, 1, 120_000, random.int(0, 999_999)][i % 5]!;
    });
    const printed = (
      await app.db.execute<{ text: string }>(
        sql`select (timestamptz 'epoch' + t * interval '1 microsecond')::text as text from unnest(${`{${times.join(',')}}`}::bigint[]) with ordinality as u(t, n) order by n`,
      )
    ).rows.map((row) => row.text);
    expect(times.map(timestamptzText)).toEqual(printed);
    expect(printed.map(microsecondsOf)).toEqual(times);
  });
});

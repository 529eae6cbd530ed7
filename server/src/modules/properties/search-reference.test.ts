import {
  CATEGORIES,
  OPERATIONS,
  PAGE_SIZE,
  PROVINCES,
  type PropertyListResponse,
  SEARCH_TEXT_TOTAL_BOUND,
  SEARCH_TOTAL_BOUND,
} from '@tranquera/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBenchListings } from '../../../bench/listing-generator.ts';
import { KINDS, PHRASES, TOWNS, USES } from '../../../bench/listing-vocabulary.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

// The search engine reads pages in segments walked in index order and counts only up to a bound
// (search-properties.ts). This file checks it against the plainest possible statement of what a
// search means: one query that selects every matching live listing, orders all of them and counts
// them, written here from the documented rules rather than from the engine's code. A few hundred
// seeded random searches over the bench catalogue (20,000 listings, the benchmark's vocabulary)
// go through the HTTP API and must agree with it page for page.

const LISTINGS = 20_000;
const OWNERS = LISTINGS / 50;
const SEARCHES = 300;
/** Fixed, so a failure repeats; SEARCH_REFERENCE_SEED=… draws another few hundred searches. */
const SEED = Number(process.env.SEARCH_REFERENCE_SEED ?? 20_250);
/** Every how many searches one also walks three pages with 'Ver más' (the cursor). */
const WALK_EVERY = 3;
const WALK_PAGES = 3;

type Sort = 'relevance' | 'recent' | 'price_asc' | 'price_desc';

interface Search {
  text?: string;
  category?: string;
  operation?: string;
  states?: string[];
  minPrice?: number;
  maxPrice?: number;
  hectares?: { min: number; max: number }[];
  userId?: string;
  sort?: Sort;
  page: number;
}

interface Reference {
  ids: string[];
  count: number;
}

let app: FastifyInstance;
let searches: Search[];

// ---------- Random searches over the catalogue's own words ----------

/** `arbitrary`'s value `percent` % of the time, otherwise nothing. */
const sometimes = <T>(percent: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: percent, arbitrary: arbitrary.map((value): T | undefined => value) },
    { weight: 100 - percent, arbitrary: fc.constant(undefined) },
  );

const wordsIn = (texts: readonly string[]) =>
  texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const isLong = (word: string) => [...word].length >= 3;
const longWordsIn = (texts: readonly string[]) => [...new Set(wordsIn(texts).filter(isLong))].sort();

// Titles read 'Campo ganadero en Tandil de 120 has': a kind and a use, then a town or a province.
// The town and the province are also in every listing's document, the phrases in its description.
const kindWords = longWordsIn([...KINDS, ...Object.values(USES).flat(), ...CATEGORIES]);
const placeWords = longWordsIn([...Object.values(TOWNS).flatMap((towns) => towns ?? []), ...PROVINCES]);
const descriptionWords = longWordsIn([...PHRASES, ...OPERATIONS, 'km de tierra has']);
const longWords = [...new Set([...kindWords, ...placeWords, ...descriptionWords])].sort();
const shortWords = [
  ...new Set([
    ...wordsIn([...KINDS, ...Object.values(USES).flat(), ...PHRASES, ...PROVINCES]).filter(
      (word) => !isLong(word),
    ),
    'c',
    'ca',
    'ga',
    'rn',
    'x',
  ]),
].sort();

/** A prefix of three letters or more ('gana' for 'ganadero'). */
const prefixArb = (words: string[]) =>
  fc
    .constantFrom(...words.filter((word) => [...word].length >= 4))
    .chain((word) =>
      fc.integer({ min: 3, max: [...word].length - 1 }).map((n) => [...word].slice(0, n).join('')),
    );

const wordArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...longWords) },
  { weight: 6, arbitrary: prefixArb(longWords) },
  { weight: 4, arbitrary: fc.constantFrom(...shortWords) },
  // Numbers: areas in titles ('de 120 has') and distances in the access ('12 km de tierra').
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('zzyzx', 'qwerty', 'juan') },
);

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };
const stripAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** How a visitor may type a word: as is, in capitals, capitalised, without or with stray accents. */
const typed = (words: fc.Arbitrary<string>) =>
  fc
    .tuple(
      words,
      fc.constantFrom('as-is', 'as-is', 'upper', 'capital', 'no-accents', 'extra-accent'),
      fc.nat(),
    )
    .map(([word, style, n]) => {
      switch (style) {
        case 'upper':
          return word.toUpperCase();
        case 'capital':
          return word.charAt(0).toUpperCase() + word.slice(1);
        case 'no-accents':
          return stripAccents(word);
        case 'extra-accent': {
          const letters = [...word];
          const at = letters.findIndex((letter, i) => i >= n % letters.length && letter in ACCENTED);
          if (at >= 0) letters[at] = ACCENTED[letters[at]!]!;
          return letters.join('');
        }
        default:
          return word;
      }
    });

/**
 * 'campo tandil', 'gana aguadas': a word of titles and one that only some titles hold (a town is
 * in half the titles, a phrase in none), so relevance has listings in every tier to order.
 */
const tieredWordsArb = fc
  .tuple(
    typed(fc.oneof(fc.constantFrom(...kindWords), prefixArb(kindWords))),
    typed(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...placeWords) },
        { weight: 1, arbitrary: fc.constantFrom(...descriptionWords) },
        { weight: 1, arbitrary: prefixArb(descriptionWords) },
      ),
    ),
    sometimes(20, typed(wordArb)),
  )
  .map((words) => words.filter((word) => word !== undefined));

const textArb = fc
  .tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.array(typed(wordArb), { minLength: 1, maxLength: 1 }) },
      { weight: 3, arbitrary: fc.array(typed(wordArb), { minLength: 2, maxLength: 3 }) },
      { weight: 6, arbitrary: tieredWordsArb },
    ),
    fc.constantFrom(' ', ' ', ' ', '  ', ', ', '-', ' y '),
  )
  .map(([words, separator]) => words.join(separator));

const mainProvinces = ['Buenos Aires', 'Córdoba', 'Santa Fe', 'La Pampa', 'Entre Ríos'];
const provinceArb = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...mainProvinces) },
  { weight: 1, arbitrary: fc.constantFrom(...PROVINCES) },
);

/** Prices per hectare in dollars on the UI's slider steps (many listings sit exactly on them). */
const priceArb = fc.integer({ min: 0, max: 250 }).map((n) => n * 100);
const hectareRangeArb = fc.oneof(
  fc.constantFrom(
    { min: 0, max: 50 },
    { min: 50, max: 200 },
    { min: 200, max: 500 },
    { min: 500, max: 1000 },
    { min: 1000, max: 5000 },
    { min: 5000, max: 500000 },
  ),
  fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.integer({ min: 0, max: 30_000 }))
    .map(([min, width]) => ({ min: min / 10, max: (min + width) / 10 })),
);

const searchArb = (owners: string[]) =>
  fc
    .record({
      text: sometimes(70, textArb),
      category: sometimes(25, fc.constantFrom(...CATEGORIES)),
      operation: sometimes(20, fc.constantFrom(...OPERATIONS)),
      states: sometimes(25, fc.uniqueArray(provinceArb, { minLength: 1, maxLength: 3 })),
      minPrice: sometimes(15, priceArb),
      maxPrice: sometimes(15, priceArb),
      hectares: sometimes(15, fc.array(hectareRangeArb, { minLength: 1, maxLength: 2 })),
      userId: sometimes(5, fc.constantFrom(...owners)),
      sort: sometimes(50, fc.constantFrom<Sort>('relevance', 'recent', 'price_asc', 'price_desc')),
      page: fc.integer({ min: 1, max: 4 }),
    })
    // A price range the API would refuse is drawn the right way round.
    .map(
      ({ minPrice, maxPrice, ...drawn }): Search =>
        minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
          ? { ...drawn, minPrice: maxPrice, maxPrice: minPrice }
          : { ...drawn, minPrice, maxPrice },
    );

// ---------- The reference: one plain query per search ----------

/** The words of a search: runs of letters and digits, lower case. */
const wordsOf = (text: string | undefined) =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A word as a tsquery, accent-insensitive: the last word typed is a prefix from three letters on,
 * every other word (and a last one of one or two letters) a whole word.
 */
function referenceWordQuery(word: string, last: boolean): SQL {
  const lexeme = sql`'''' || immutable_unaccent(${word}) || ''''`;
  return last && [...word].length >= 3
    ? sql`to_tsquery('spanish', ${lexeme} || ':*')`
    : sql`to_tsquery('spanish', ${lexeme})`;
}

function effectiveSort(search: Search): Sort {
  const withText = wordsOf(search.text).length > 0;
  const sort = search.sort ?? (withText ? 'relevance' : 'recent');
  return sort === 'relevance' && !withText ? 'recent' : sort;
}

/**
 * Every matching live listing, all of them ordered, with their count. A stop word ('de', 'con')
 * is an empty tsquery and asks nothing; every other word must be in the listing's document, each
 * checked on its own. Relevance: the title holds every word (2), some (1), none (0); then newest
 * first. (Only stop words: every listing is 'tier 2', the engine calls them tier 0; same order.)
 */
async function reference(search: Search, needed: number): Promise<Reference> {
  const conditions: SQL[] = [sql`status = 'active'`];
  if (search.category) conditions.push(sql`category = ${search.category}`);
  if (search.operation) conditions.push(sql`operation = ${search.operation}`);
  if (search.userId) conditions.push(sql`user_id = ${search.userId}::uuid`);
  if (search.minPrice !== undefined) conditions.push(sql`price_per_hectare_usd >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) conditions.push(sql`price_per_hectare_usd <= ${search.maxPrice}`);
  if (search.states)
    conditions.push(
      sql`state in (${sql.join(
        search.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (search.hectares) {
    const ranges = search.hectares.map((r) => sql`(hectares >= ${r.min} and hectares <= ${r.max})`);
    conditions.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  const queries = wordsOf(search.text).map((word, i, all) => referenceWordQuery(word, i === all.length - 1));
  for (const q of queries) conditions.push(sql`(numnode(${q}) = 0 or search_document @@ ${q})`);

  const titleHasAll = sql.join(
    queries.map((q) => sql`(numnode(${q}) = 0 or title_document @@ ${q})`),
    sql` and `,
  );
  const titleHasSome = sql.join(
    queries.map((q) => sql`(numnode(${q}) > 0 and title_document @@ ${q})`),
    sql` or `,
  );
  const order = {
    relevance: sql`case when ${titleHasAll} then 2 when ${titleHasSome} then 1 else 0 end desc, created_at desc, id desc`,
    recent: sql`created_at desc, id desc`,
    price_asc: sql`price_per_hectare_usd asc, created_at asc, id asc`,
    price_desc: sql`price_per_hectare_usd desc, created_at desc, id desc`,
  }[effectiveSort(search)];

  // Every match is ordered and counted; only the first `needed` rows are sent back (a filter on
  // row_number, not a LIMIT the planner could use): shipping up to 18,000 ids per search made
  // the test several times slower.
  const result = await app.db.execute<{ id: string; count: number }>(sql`
    select id, count from (
      select id::text as id, (count(*) over ())::int as count, row_number() over (order by ${order}) as n
      from properties
      where ${sql.join(conditions, sql` and `)}
    ) matches
    where n <= ${needed}
    order by n`);
  const rows = result.rows;
  return { ids: rows.map((row) => row.id), count: rows[0]?.count ?? 0 };
}

// ---------- The API ----------

function urlOf(search: Search, extra: { page?: number; cursor?: string } = {}): string {
  const params = new URLSearchParams();
  if (search.text !== undefined) params.set('search', search.text);
  if (search.category) params.set('category', search.category);
  if (search.operation) params.set('operation', search.operation);
  if (search.states) params.set('state', search.states.join(','));
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.hectares) params.set('hectares', search.hectares.map((r) => `${r.min}-${r.max}`).join(','));
  if (search.userId) params.set('userId', search.userId);
  if (search.sort) params.set('sort', search.sort);
  if (extra.page !== undefined) params.set('page', String(extra.page));
  if (extra.cursor) params.set('cursor', extra.cursor);
  return `/api/properties/?${params}`;
}

async function get(url: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};

/** Each search's reference, queried once: enough rows for its page and for a walk of WALK_PAGES. */
const references = new Map<Search, Promise<Reference>>();
function referenceOf(search: Search): Promise<Reference> {
  let found = references.get(search);
  if (!found) {
    found = reference(search, Math.max(search.page, WALK_PAGES) * PAGE_SIZE);
    references.set(search, found);
  }
  return found;
}

interface PageRun {
  url: string;
  search: Search;
  expected: Reference;
  body: PropertyListResponse;
}

/** Every search's page N, read once through the API, next to its reference. */
const pageRuns = once(async (): Promise<PageRun[]> => {
  const runs: PageRun[] = [];
  for (const search of searches) {
    const url = urlOf(search, { page: search.page });
    runs.push({ url, search, expected: await referenceOf(search), body: await get(url) });
  }
  return runs;
});

const boundOf = (search: Search) =>
  wordsOf(search.text).length > 0 ? SEARCH_TEXT_TOTAL_BOUND : SEARCH_TOTAL_BOUND;
const pageOf = (ids: string[], page: number) => ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const idsOf = (body: PropertyListResponse) => body.payload.map((card) => card._id);

/** Up to three disagreements in full, and how many there were: the failure names the searches. */
function expectAgreement(disagreements: object[], of: number, what: string) {
  expect(
    { disagreements: disagreements.length, first: disagreements.slice(0, 3) },
    `${disagreements.length} of ${of} searches disagree with the reference on ${what}`,
  ).toEqual({ disagreements: 0, first: [] });
}

beforeAll(async () => {
  app = await buildTestApp();
  await insertBenchListings(app.db, LISTINGS, OWNERS);
  // The generator gives every listing its own instant; real catalogues have listings published
  // together (a seller's batch, an import). A twentieth of the listings share five instants and a
  // fifth are moved to midnight, so the tie-breakers (created_at, then id) decide real orders.
  await app.db.execute(sql`
    update properties set created_at = timestamptz '2024-03-01 12:00:00+00' + (ascii(substr(id::text, 2, 1)) % 5) * interval '1 day'
    where id::text < '0d'`);
  await app.db.execute(sql`
    update properties set created_at = date_trunc('day', created_at)
    where id::text >= '0d' and id::text < '40'`);
  await app.db.execute(sql`vacuum analyze properties`);
  const owners = await app.db.execute<{ id: string }>(sql`select id::text as id from users order by id`);
  searches = fc.sample(searchArb(owners.rows.map((row) => row.id)), { seed: SEED, numRuns: SEARCHES });
}, 300_000);
afterAll(() => app?.close());

describe('search results agree with a plain reference query (20,000 listings, random searches)', () => {
  it('shows the same listings in the same order on every page', { timeout: 300_000 }, async () => {
    const disagreements = (await pageRuns()).flatMap(({ url, search, expected, body }) => {
      const want = pageOf(expected.ids, search.page);
      const got = idsOf(body);
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ url, expected: want, actual: got }];
    });
    expectAgreement(disagreements, SEARCHES, 'the listings of the page');
    // The draw must keep meaning something if the catalogue's vocabulary changes.
    const withListings = (await pageRuns()).filter(
      ({ search, expected }) => expected.count > (search.page - 1) * PAGE_SIZE,
    );
    expect(withListings.length).toBeGreaterThan(SEARCHES / 2);
    // Both ways of reading a page are held to the reference: every match read and sorted when a
    // search matches few listings (search-page.ts readFewMatches), index walks otherwise.
    const withText = withListings.filter(({ search }) => search.text);
    const few = withText.filter(({ expected }) => expected.count <= SEARCH_TEXT_TOTAL_BOUND);
    expect(few.length).toBeGreaterThan(SEARCHES / 10);
    expect(withText.length - few.length).toBeGreaterThan(SEARCHES / 10);
  });

  it("counts the matches exactly up to the bound and says 'más de' past it", {
    timeout: 300_000,
  }, async () => {
    const disagreements = (await pageRuns()).flatMap(({ url, search, expected, body }) => {
      const bound = boundOf(search);
      const want = { total: Math.min(expected.count, bound), totalIsExact: expected.count <= bound };
      const got = { total: body.info.total, totalIsExact: body.info.totalIsExact };
      return JSON.stringify(got) === JSON.stringify(want)
        ? []
        : [{ url, matches: expected.count, expected: want, actual: got }];
    });
    expectAgreement(disagreements, SEARCHES, 'the total');
    const pastBound = (await pageRuns()).filter(({ search, expected }) => expected.count > boundOf(search));
    expect(pastBound.filter(({ search }) => boundOf(search) === SEARCH_TOTAL_BOUND).length).toBeGreaterThan(
      3,
    );
    expect(
      pastBound.filter(({ search }) => boundOf(search) === SEARCH_TEXT_TOTAL_BOUND).length,
    ).toBeGreaterThan(3);
  });

  it('knows whether another page follows, even past the bound', { timeout: 300_000 }, async () => {
    const disagreements = (await pageRuns()).flatMap(({ url, search, expected, body }) => {
      const more = expected.count > search.page * PAGE_SIZE;
      const want = {
        page: search.page,
        hasNextPage: more,
        nextPage: more ? search.page + 1 : null,
        cursor: more,
      };
      const got = {
        page: body.info.page,
        hasNextPage: body.info.hasNextPage,
        nextPage: body.info.nextPage,
        cursor: body.info.nextCursor !== null,
      };
      return JSON.stringify(got) === JSON.stringify(want)
        ? []
        : [{ url, matches: expected.count, expected: want, actual: got }];
    });
    expectAgreement(disagreements, SEARCHES, 'whether another page follows');
  });

  it("walks the same listings with 'Ver más' as the reference, keeping the first page's total", {
    timeout: 300_000,
  }, async () => {
    const walked = searches.filter((_, i) => i % WALK_EVERY === 0);
    const disagreements: object[] = [];
    let walkedToTheEnd = 0;
    for (const search of walked) {
      const expected = await referenceOf(search);
      const bound = boundOf(search);
      const total = { total: Math.min(expected.count, bound), totalIsExact: expected.count <= bound };
      let url = urlOf(search);
      for (let page = 1; page <= WALK_PAGES; page++) {
        const body = await get(url);
        const more = expected.count > page * PAGE_SIZE;
        const want = { page, ids: pageOf(expected.ids, page), hasNextPage: more, cursor: more, ...total };
        const got = {
          page: body.info.page,
          ids: idsOf(body),
          hasNextPage: body.info.hasNextPage,
          cursor: body.info.nextCursor !== null,
          total: body.info.total,
          totalIsExact: body.info.totalIsExact,
        };
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          disagreements.push({ search: urlOf(search), page, expected: want, actual: got });
          break;
        }
        if (!body.info.nextCursor) break;
        url = urlOf(search, { cursor: body.info.nextCursor });
        if (page === WALK_PAGES - 1) walkedToTheEnd++;
      }
    }
    expect(walkedToTheEnd).toBeGreaterThan(walked.length / 3);
    expectAgreement(disagreements, walked.length, "the pages walked with 'Ver más'");
  });
  // Many matches but few title matches: a page of title matches, the page where they end and the
  // rest begin, by `page=` and walked. The catalogue's titles hold kinds, uses and places, so three
  // birds are written in: all three in 3,000 descriptions, 'zorzal' in 45 of their titles,
  // 'calandria' in 20 others and both in 10, 'hornero' in none.
  it('agrees where many listings match and few titles do, page by page and walked', {
    timeout: 300_000,
  }, async () => {
    const described = sql`(select id from properties where status = 'active' order by id limit 3000)`;
    await app.db.execute(
      sql`update properties set description = description || ' zorzal calandria hornero' where id in ${described}`,
    );
    const titled = (offset: number, count: number, words: string) =>
      app.db.execute(sql`update properties set listing_title = listing_title || ${words} where id in (
        select id from properties where id in ${described} order by md5(id::text) offset ${offset} limit ${count})`);
    await titled(0, 45, ' zorzal');
    await titled(45, 20, ' calandria');
    await titled(65, 10, ' zorzal calandria');
    await app.db.execute(sql`analyze properties`);

    // With the operation, the engine counts the title matches first and reads them whole
    // (search-segments.ts titleSegments); without it, it walks the title tiers.
    const searches: Search[] = [
      { text: 'zorzal', operation: 'venta', page: 1 },
      { text: 'Calandria', operation: 'venta', page: 1 },
      { text: 'zorzal calandria', operation: 'venta', page: 1 },
      { text: 'calandria zorz', operation: 'venta', page: 1 },
      { text: 'hornero', operation: 'venta', page: 1 },
      { text: 'zorzal calandria', page: 1 },
      { text: 'hornero', page: 1 },
    ];
    const disagreements: object[] = [];
    for (const search of searches) {
      const expected = await reference(search, 10 * PAGE_SIZE);
      expect(expected.count).toBeGreaterThan(SEARCH_TEXT_TOTAL_BOUND);
      // Every page up to past the title tiers, by `page=` and walked with 'Ver más'.
      let url = urlOf(search);
      for (let page = 1; page <= 8; page++) {
        const want = pageOf(expected.ids, page);
        const byNumber = idsOf(await get(urlOf(search, { page })));
        if (JSON.stringify(byNumber) !== JSON.stringify(want))
          disagreements.push({ url: urlOf(search, { page }), expected: want, actual: byNumber });
        const walked = await get(url);
        if (JSON.stringify(idsOf(walked)) !== JSON.stringify(want)) {
          disagreements.push({ walk: urlOf(search), page, expected: want, actual: idsOf(walked) });
          break;
        }
        url = urlOf(search, { cursor: walked.info.nextCursor! });
      }
    }
    expectAgreement(disagreements, searches.length, 'searches whose title matches are few');
  });
});

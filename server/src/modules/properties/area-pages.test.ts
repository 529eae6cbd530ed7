import { type PropertySearchQuery, propertySearchQuerySchema } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { CatalogueVersion } from './catalogue-version.ts';
import { MapIndex } from './map-index.ts';
import { AREA_PAGE_SLACK, withMapArea } from './map-search.ts';
import { SearchTotals } from './search-count.ts';
import { matchKey } from './search-filters.ts';
import { searchProperties } from './search-properties.ts';

// 'Buscar en esta zona' without text: the map's index hands the search the area's listings from
// the page's start up to its end and a few more, newest first (map-search.ts `withMapArea`), and
// the page is read from those. Every page must be what the plain query gives, ties on the date
// included.

let app: FastifyInstance;
const AREA = '-60.8,-34.1,-60.3,-33.7';
const [WEST, SOUTH, EAST, NORTH] = AREA.split(',').map(Number) as [number, number, number, number];

/** The live listings of the area in the search's order, straight from SQL: the reference. */
async function referenceIds(category?: string): Promise<string[]> {
  const result = await app.db.execute(sql`select id from properties
    where status = 'active' and location_lng between ${WEST} and ${EAST} and location_lat between ${SOUTH} and ${NORTH}
    ${category ? sql`and category = ${category}` : sql``}
    order by created_at desc, id desc`);
  return (result.rows as { id: string }[]).map((row) => row.id);
}

async function listPage(query: string) {
  const res = await app.inject({ url: `/api/properties/?bbox=${AREA}&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    payload: { _id: string }[];
    info: { hasNextPage: boolean; nextCursor: string | null; total: number };
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signedInUser(app);
  // 70 listings around Pergamino on only 7 dates (some a few microseconds apart, below), so
  // within a date the order is mostly the id's; a third of them Ganadero, some paused, and a few
  // outside the area.
  for (let i = 0; i < 70; i++) {
    await insertProperty(app.db, owner.user.id, {
      listing_title: `Campo ${i}`,
      category: i % 3 === 0 ? 'Ganadero' : 'Agrícola',
      status: i % 10 === 7 ? 'paused' : 'active',
      createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 7))),
      location: { name: 'Pergamino', lat: -33.9 + (i % 10) * 0.01, lng: -60.6 + Math.floor(i / 10) * 0.01 },
    });
  }
  // A few microseconds apart within a date for some: the order is PostgreSQL's, to the microsecond.
  await app.db.execute(
    sql`update properties set created_at = created_at + (abs(hashtext(id::text)) % 4) * interval '1 microsecond'`,
  );
  for (let i = 0; i < 3; i++) {
    await insertProperty(app.db, owner.user.id, {
      listing_title: `Lejos ${i}`,
      location: { name: 'Salta', lat: -24.8, lng: -65.4 },
    });
  }
});
afterAll(() => app.close());

describe('the list of a map area, newest first', () => {
  it('pages through the area exactly as the plain query orders it, by page and by cursor', async () => {
    for (const category of [undefined, 'Ganadero']) {
      const expected = await referenceIds(category);
      expect(expected.length).toBeGreaterThan(12 + 1 + AREA_PAGE_SLACK);
      const filter = category ? `category=${category}` : '';
      const byPage: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 12); page++) {
        const answer = await listPage(`${filter}&page=${page}`);
        byPage.push(...answer.payload.map((listing) => listing._id));
        expect(answer.info.hasNextPage).toBe(page * 12 < expected.length);
        expect(answer.info.total).toBe(expected.length);
      }
      expect(byPage).toEqual(expected);

      const byCursor: string[] = [];
      let answer = await listPage(filter);
      byCursor.push(...answer.payload.map((listing) => listing._id));
      while (answer.info.nextCursor) {
        answer = await listPage(`${filter}&cursor=${answer.info.nextCursor}`);
        byCursor.push(...answer.payload.map((listing) => listing._id));
      }
      expect(byCursor).toEqual(expected);
    }
  });

  it('reads the whole area again when listings the index handed over no longer match (a write since it was read)', async () => {
    const ganadero = await referenceIds('Ganadero');
    const agricola = await referenceIds('Agrícola');
    const query: PropertySearchQuery = propertySearchQuerySchema.parse({ bbox: AREA, category: 'Ganadero' });
    // As if these had been moved to another category after the index was read: first in the
    // area's order, a few (within the slack) or more than the slack.
    // The whole area by id, or (past what goes as ids) by its edges.
    for (const byId of [true, false]) {
      for (const stale of [agricola.slice(0, 3), agricola.slice(0, AREA_PAGE_SLACK + 1)]) {
        for (const page of [1, 2]) {
          const handed = [...stale, ...ganadero];
          const end = page * 12 + 1 + AREA_PAGE_SLACK;
          const answer = await searchProperties(app.db, {
            ...query,
            page,
            areaPage: {
              ids: handed.slice(0, end),
              cut: end < handed.length,
              all: byId ? () => handed : null,
            },
          });
          expect(answer.payload.map((listing) => listing._id)).toEqual(
            ganadero.slice((page - 1) * 12, page * 12),
          );
          expect(answer.info.hasNextPage).toBe(page * 12 < ganadero.length);
          // No total remembered here: the search counts the area's listings that still match.
          expect(answer.info.total).toBe(ganadero.length);
        }
      }
    }
  });

  it('walks an area newest first, or reads it by its edges, when its remembered total is past what goes as ids, and walks it whole otherwise', async () => {
    const index = new MapIndex(app.db, app.catalogue);
    const query = propertySearchQuerySchema.parse({ bbox: AREA, category: 'Ganadero' });
    const ganadero = await referenceIds('Ganadero');
    // First view: the index counts the area and hands over its first page's listings, newest first.
    const totals = new SearchTotals(app.catalogue);
    const first = await withMapArea(index, totals, app.catalogue, query);
    const wanted = (page: number) => (page - 1) * 12 + 12 + 1 + AREA_PAGE_SLACK;
    expect(first.areaPage).toMatchObject({
      ids: ganadero.slice(0, wanted(1)),
      cut: wanted(1) < ganadero.length,
    });
    expect([...(first.areaPage?.all?.() ?? [])].sort()).toEqual([...ganadero].sort());
    expect(totals.peek(matchKey(query))).toEqual({ total: ganadero.length, exact: true });
    // Remembered past the bound (an area too big to count exactly): its page is walked newest
    // first among the category's listings, or (when told not to) read by the area's edges in
    // SQL; the same page either way.
    const big = new SearchTotals(app.catalogue);
    await big.get(matchKey(query), async () => ({ total: 10_000, exact: false }));
    const walkedNewest = await withMapArea(index, big, app.catalogue, query);
    expect(walkedNewest.areaIds).toBeUndefined();
    expect(walkedNewest.areaPage).toMatchObject({ ids: ganadero.slice(0, wanted(1)), all: null });
    const byEdges = await withMapArea(index, big, app.catalogue, query, { walkNewestFirst: false });
    expect(byEdges.areaIds).toBeUndefined();
    expect(byEdges.areaPage).toBeUndefined();
    const page = async (search: typeof query) =>
      (await searchProperties(app.db, search)).payload.map((listing) => listing._id);
    expect(await page(byEdges)).toEqual(await page(first));
    expect(await page(walkedNewest)).toEqual(await page(first));
    // Remembered and small: still by the index's ids.
    const small = new SearchTotals(app.catalogue);
    await small.get(matchKey(query), async () => ({ total: ganadero.length, exact: true }));
    const third = await withMapArea(index, small, app.catalogue, { ...query, page: 3 });
    expect(third.areaPage).toMatchObject({
      ids: ganadero.slice(0, wanted(3)),
      cut: wanted(3) < ganadero.length,
    });
    // Read at a catalogue version that has moved on (a write landed meanwhile): no total is
    // remembered, so every listing of the area goes by id, for the search to count them too.
    const movedOn = new CatalogueVersion();
    while (movedOn.current <= app.catalogue.current) movedOn.bump();
    const unremembered = new SearchTotals(movedOn);
    const afterWrite = await withMapArea(index, unremembered, movedOn, query);
    expect(afterWrite.areaPage).toBeUndefined();
    expect([...(afterWrite.areaIds ?? [])].sort()).toEqual([...ganadero].sort());
    expect(unremembered.peek(matchKey(query))).toBeUndefined();
    // In price order the page can't be cut from the newest: every listing of the area goes, by id.
    const byPrice = await withMapArea(index, small, app.catalogue, { ...query, sort: 'price_asc' });
    expect([...(byPrice.areaIds ?? [])].sort()).toEqual([...ganadero].sort());
    expect(byPrice.areaPage).toBeUndefined();
    // ...and past what goes as ids, by its edges (remembered, it isn't walked again).
    const priceKey = matchKey({ ...query, sort: 'price_asc' });
    const manyPriced = new SearchTotals(app.catalogue);
    await manyPriced.get(priceKey, async () => ({ total: ganadero.length, exact: true }));
    const priceByEdges = await withMapArea(
      index,
      manyPriced,
      app.catalogue,
      { ...query, sort: 'price_asc' },
      { idsUpTo: 10 },
    );
    expect(priceByEdges.areaIds).toBeUndefined();
    expect(priceByEdges.areaPage).toBeUndefined();
  });

  it('cuts the newest-first page from an area of more listings than go as ids, counted and read whole by its edges', async () => {
    const index = new MapIndex(app.db, app.catalogue);
    // Once its total is remembered (after page 1) the area is walked whole, or newest first
    // among the category's listings until the page's pass (`walkNewestFirst`): the same pages.
    for (const [category, walkNewestFirst] of [
      [undefined, undefined],
      ['Ganadero', undefined],
      [undefined, true],
      ['Ganadero', true],
    ] as const) {
      const expected = await referenceIds(category);
      const idsUpTo = 10;
      expect(expected.length).toBeGreaterThan(idsUpTo);
      const query = propertySearchQuerySchema.parse({ bbox: AREA, category });
      const totals = new SearchTotals(app.catalogue);
      // By page, with the total remembered from page 1 on (the area is walked again each time).
      const byPage: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 12); page++) {
        const handed = await withMapArea(
          index,
          totals,
          app.catalogue,
          { ...query, page },
          { idsUpTo, walkNewestFirst },
        );
        expect(handed.areaIds).toBeUndefined();
        expect(handed.areaPage?.all).toBeNull();
        const wanted = (page - 1) * 12 + 12 + 1 + AREA_PAGE_SLACK;
        expect(handed.areaPage?.ids).toEqual(expected.slice(0, wanted));
        const answer = await searchProperties(app.db, handed, { totals });
        byPage.push(...answer.payload.map((listing) => listing._id));
        expect(answer.info.hasNextPage).toBe(page * 12 < expected.length);
        expect(answer.info.total).toBe(expected.length);
      }
      expect(byPage).toEqual(expected);
      // By cursor ('Ver más').
      const byCursor: string[] = [];
      let cursor: string | undefined;
      do {
        const handed = await withMapArea(
          index,
          totals,
          app.catalogue,
          { ...query, cursor },
          { idsUpTo, walkNewestFirst },
        );
        expect(handed.areaPage?.all).toBeNull();
        const answer = await searchProperties(app.db, handed, { totals });
        byCursor.push(...answer.payload.map((listing) => listing._id));
        cursor = answer.info.nextCursor ?? undefined;
      } while (cursor);
      expect(byCursor).toEqual(expected);
      // Without a total remembered the search counts the area by its edges.
      const unremembered = await withMapArea(index, new SearchTotals(app.catalogue), app.catalogue, query, {
        idsUpTo,
      });
      expect((await searchProperties(app.db, unremembered)).info.total).toBe(expected.length);
    }
  });

  it("leaves the listings featured on top out of every page's rows, as the plain query does", async () => {
    const all = await referenceIds();
    // Two listings of the area featured: one on the first page, one further on.
    const featured = [all[3]!, all[20]!];
    await app.db.execute(
      sql`update properties set featured_until = now() + interval '10 days' where id = any(${sql.param(featured)}::uuid[])`,
    );
    app.catalogue.bump(); // written outside a request
    try {
      const onTop = (
        await app.db.execute(sql`select id from properties where id = any(${sql.param(featured)}::uuid[])
          order by featured_until desc, id desc`)
      ).rows.map((row) => (row as { id: string }).id);
      const rest = all.filter((id) => !featured.includes(id));
      const byPage: string[] = [];
      for (let page = 1; page <= Math.ceil(rest.length / 12); page++) {
        const answer = await listPage(`page=${page}`);
        const ids = answer.payload.map((listing) => listing._id);
        if (page === 1) expect(ids.slice(0, 2)).toEqual(onTop);
        byPage.push(...(page === 1 ? ids.slice(2) : ids));
        expect(answer.info.hasNextPage).toBe(page * 12 < rest.length);
      }
      expect(byPage).toEqual(rest);
      let answer = await listPage('');
      const byCursor = answer.payload.map((listing) => listing._id).slice(2);
      while (answer.info.nextCursor) {
        answer = await listPage(`cursor=${answer.info.nextCursor}`);
        byCursor.push(...answer.payload.map((listing) => listing._id));
      }
      expect(byCursor).toEqual(rest);
    } finally {
      await app.db.execute(
        sql`update properties set featured_until = null where id = any(${sql.param(featured)}::uuid[])`,
      );
      app.catalogue.bump();
    }
  });

  it('reads the page in SQL when a listing the index ranked is no longer live (a write it has not seen yet)', async () => {
    const index = new MapIndex(app.db, app.catalogue);
    const totals = new SearchTotals(app.catalogue);
    const query = propertySearchQuerySchema.parse({ bbox: AREA, category: 'Agrícola', page: '2' });
    const handed = await withMapArea(index, totals, app.catalogue, query);
    const agricola = await referenceIds('Agrícola');
    const ranked = handed.areaPage?.keys?.([], 12, 13)?.map((row) => row.id);
    expect(ranked).toEqual(agricola.slice(12, 25));
    // Paused by another server: this one's catalogue version (and index) hasn't moved yet.
    const paused = agricola[14]!;
    await app.db.execute(sql`update properties set status = 'paused' where id = ${paused}`);
    try {
      const answer = await searchProperties(app.db, handed, { totals });
      const live = agricola.filter((id) => id !== paused);
      expect(answer.payload.map((listing) => listing._id)).toEqual(live.slice(12, 24));
      expect(answer.info.hasNextPage).toBe(24 < live.length);
    } finally {
      await app.db.execute(sql`update properties set status = 'active' where id = ${paused}`);
    }
  });
});

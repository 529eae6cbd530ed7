import { type PropertyListResponse, propertySummarySchema, VALIDATION } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

let app: FastifyInstance;
const LISTINGS = 41;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db);
  // Titles with both words, one of them, or neither (only the description says 'ganadero');
  // prices and creation times repeat so only the tie-breakers can order some of them.
  for (let i = 0; i < LISTINGS; i++) {
    const title = ['Campo ganadero', 'Campo sobre RN 7', 'Estancia La Aurora'][i % 3];
    await insertProperty(app.db, owner.id, {
      listing_title: `${title} ${i}`,
      description: 'Campo ganadero con aguadas naturales, manga y alambrado perimetral en buen estado.',
      operation: i % 5 === 0 ? 'alquiler' : 'venta',
      price: 1000 + (i % 4) * 500,
      createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 7))),
    });
  }
});
afterAll(() => app.close());

async function search(query: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url: `/api/properties/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Follows `nextCursor` like the 'Ver más' button. */
async function walkByCursor(query: string) {
  const ids: string[] = [];
  let body = await search(`${query}&limit=5`);
  ids.push(...body.payload.map((p) => p._id));
  let page = 1;
  while (body.info.nextCursor) {
    body = await search(`${query}&limit=5&cursor=${body.info.nextCursor}`);
    page++;
    expect(body.info.page).toBe(page);
    expect(body.info.hasNextPage).toBe(body.info.nextCursor !== null);
    ids.push(...body.payload.map((p) => p._id));
  }
  return ids;
}

/** Follows `nextPage` like the spec's clients. */
async function walkByPage(query: string) {
  const ids: string[] = [];
  let next: number | null = 1;
  while (next !== null) {
    const body: PropertyListResponse = await search(`${query}&limit=5&page=${next}`);
    ids.push(...body.payload.map((p) => p._id));
    next = body.info.nextPage;
  }
  return ids;
}

describe('GET /api/properties/ with cursors', () => {
  for (const query of [
    'sort=recent',
    'search=campo%20ganadero',
    'search=ganadero',
    'sort=price_asc',
    'sort=price_desc',
    'sort=price_asc&search=campo',
    'sort=recent&search=aurora',
  ]) {
    it(`walks the same listings in the same order as page= for ${query}`, async () => {
      const byCursor = await walkByCursor(query);
      const byPage = await walkByPage(query);
      const single = await search(`${query}&limit=100`);
      expect(byCursor).toEqual(single.payload.map((p) => p._id));
      expect(byPage).toEqual(byCursor);
      expect(new Set(byCursor).size).toBe(single.info.total);
    });
  }

  it('puts titles with every word first, then titles with some, then the rest', async () => {
    const body = await search('search=campo%20ganadero&limit=100');
    const tiers = body.payload.map((p) =>
      p.listing_title.startsWith('Campo ganadero') ? 2 : p.listing_title.startsWith('Campo') ? 1 : 0,
    );
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    expect(new Set(tiers)).toEqual(new Set([2, 1, 0]));
  });

  it('keeps the total of page 1 on cursor pages', async () => {
    const first = await search('search=ganadero&limit=5');
    const second = await search(`search=ganadero&limit=5&cursor=${first.info.nextCursor}`);
    expect(second.info).toMatchObject({ total: LISTINGS, totalIsExact: true, page: 2, nextPage: 3 });
  });

  it('refuses a malformed or tampered cursor, or one cut for another order, with a Spanish 400', async () => {
    const first = await search('sort=recent&limit=5');
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(first.info.nextCursor!, 'base64url').toString()),
        c: 'ayer',
      }),
    ).toString('base64url');
    for (const query of [
      'sort=recent&cursor=nada',
      'sort=recent&cursor=e30',
      `sort=recent&cursor=${tampered}`,
      `sort=price_asc&cursor=${first.info.nextCursor}`,
    ]) {
      const res = await app.inject({ url: `/api/properties/?limit=5&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(VALIDATION.invalidCursor);
    }
    const symbols = await app.inject({ url: '/api/properties/?cursor=%7B%7D' });
    expect(symbols.statusCode).toBe(400);
  });
});

describe('GET /api/properties/ words and cards', () => {
  it('matches words of one or two letters whole, longer ones as prefixes', async () => {
    expect((await search('search=rn')).info.total).toBe(14);
    expect((await search('search=ca')).info.total).toBe(0);
    expect((await search('search=cam')).info.total).toBe(LISTINGS);
  });

  it('takes only the last word as a prefix: the words before it are whole words', async () => {
    expect((await search('search=campo+cam')).info.total).toBe(LISTINGS);
    expect((await search('search=cam+campo')).info.total).toBe(0);
    expect((await search('search=campos+ca')).info.total).toBe(0);
  });

  it('finds listings by their operation', async () => {
    expect((await search('search=alquiler')).info.total).toBe(9);
  });

  it('answers cards with exactly the fields a card shows', async () => {
    const body = await search('limit=3');
    for (const card of body.payload) {
      // saved_count is the owner's alone (their /my-properties).
      const publicKeys = Object.keys(propertySummarySchema.shape).filter((key) => key !== 'saved_count');
      expect(Object.keys(card).sort()).toEqual(publicKeys.sort());
      expect(card).not.toHaveProperty('description');
    }
  });

  it('never answers a remembered total after a listing is deleted', async () => {
    const seller = await signedInUser(app);
    const listing = await insertProperty(app.db, seller.user.id, { listing_title: 'Otro campo ganadero' });
    app.catalogue.bump(); // what a write outside a request (a scheduled job) does
    const before = (await search('search=ganadero')).info.total;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${listing.id}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await search('search=ganadero')).info.total).toBe(before - 1);
    expect((await search('search=ganadero&sort=price_asc')).info.total).toBe(before - 1);
  });
});

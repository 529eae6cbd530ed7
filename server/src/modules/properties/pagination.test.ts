import type { PropertyListResponse } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
const LISTINGS = 30;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db);
  // Same creation time and equally relevant titles: only the id can order them.
  const sameMoment = new Date(Date.UTC(2024, 5, 1));
  for (let i = 0; i < LISTINGS; i++) {
    await insertProperty(app.db, owner.id, {
      listing_title: `Lote ganadero número ${i}`,
      description: 'Lote ganadero con aguadas naturales, manga y alambrado perimetral en buen estado.',
      createdAt: sameMoment,
    });
  }
});
afterAll(() => app.close());

async function page(query: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url: `/api/properties/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Follows `nextPage` like the "Ver más" button until there is none. */
async function everyPage(query: string) {
  const ids: string[] = [];
  let next: number | null = 1;
  let pages = 0;
  while (next !== null && pages < 20) {
    const body = await page(`${query}&limit=7&page=${next}`);
    expect(body.info.page).toBe(next);
    ids.push(...body.payload.map((p) => p._id));
    next = body.info.nextPage;
    expect(body.info.hasNextPage).toBe(next !== null);
    pages++;
  }
  return { ids, pages };
}

describe('GET /api/properties/ pagination', () => {
  for (const [name, query] of [
    ['browsing', 'sort=recent'],
    ['a text search with tied relevance', 'search=lote%20ganadero'],
  ] as const) {
    it(`walks every listing exactly once when ${name}`, async () => {
      const { ids, pages } = await everyPage(query);
      expect(pages).toBe(Math.ceil(LISTINGS / 7));
      expect(new Set(ids).size).toBe(LISTINGS);
      const single = await page(`${query}&limit=100`);
      expect(ids).toEqual(single.payload.map((p) => p._id));
      expect(single.info).toMatchObject({ hasNextPage: false, nextPage: null, total: LISTINGS });
    });
  }

  it('gives the same order on every request', async () => {
    const first = await page('search=lote&limit=10&page=2');
    const again = await page('search=lote&limit=10&page=2');
    expect(again.payload.map((p) => p._id)).toEqual(first.payload.map((p) => p._id));
  });

  it('uses 12 as the default page size', async () => {
    const body = await page('');
    expect(body.payload).toHaveLength(12);
    expect(body.info).toMatchObject({
      hasNextPage: true,
      nextPage: 2,
      page: 1,
      total: LISTINGS,
      totalIsExact: true,
    });
    expect(body.info.nextCursor).toEqual(expect.any(String));
  });

  it('answers a page past the end with an empty payload', async () => {
    const body = await page('page=99');
    expect(body.payload).toEqual([]);
    expect(body.info).toMatchObject({ hasNextPage: false, nextPage: null, page: 99 });
  });
});

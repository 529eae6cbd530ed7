import { type PropertyListResponse, SEARCH_TEXT_TOTAL_BOUND, SEARCH_TOTAL_BOUND } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
const GANADEROS = SEARCH_TOTAL_BOUND + 50;
const AGRICOLAS = 30;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db);
  const insert = (count: number, category: string, title: string) =>
    app.db.execute(sql`
      insert into properties (user_id, category, operation, listing_title, price, currency, pricing_unit,
        hectares, price_per_hectare, price_per_hectare_usd, nearest_town, access, description, state,
        main_image_url, created_at)
      select ${owner.id}::uuid, ${category}, 'venta', ${title} || ' ' || g, 1000 + g % 700, 'USD', 'por Hectárea',
        100 + g % 900, 1000 + g % 700, 1000 + g % 700, 'Azul', 'Ruta 3', 'Campo con aguadas y alambrado perimetral en buen estado.',
        'Buenos Aires', '/uploads/demo/campo-lg.webp', timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, ${count}::int) g`);
  await insert(GANADEROS, 'Ganadero', 'Campo ganadero');
  await insert(AGRICOLAS, 'Agrícola', 'Chacra');
  await app.db.execute(sql`analyze properties`);
}, 120_000);
afterAll(() => app.close());

async function search(query: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url: `/api/properties/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/properties/ totals past the bound', () => {
  it('counts up to 10,000 listings and then says "more than"', async () => {
    const body = await search('');
    expect(body.info).toMatchObject({ total: SEARCH_TOTAL_BOUND, totalIsExact: false, hasNextPage: true });
  });

  it('counts a text search up to 1,000 matches', async () => {
    const body = await search('search=ganadero');
    expect(body.info).toMatchObject({
      total: SEARCH_TEXT_TOTAL_BOUND,
      totalIsExact: false,
      hasNextPage: true,
    });
  });

  it('counts exactly below the bound', async () => {
    expect((await search('category=Agr%C3%ADcola')).info).toMatchObject({
      total: AGRICOLAS,
      totalIsExact: true,
    });
    expect((await search('search=chacra')).info).toMatchObject({ total: AGRICOLAS, totalIsExact: true });
  });

  it('still knows exactly where the last page is when the total is not exact', async () => {
    const all = GANADEROS + AGRICOLAS;
    const lastPage = Math.ceil(all / 12);
    const last = await search(`page=${lastPage}`);
    expect(last.payload).toHaveLength(all - (lastPage - 1) * 12);
    expect(last.info).toMatchObject({ hasNextPage: false, nextPage: null, nextCursor: null });
    const before = await search(`page=${lastPage - 1}`);
    expect(before.info).toMatchObject({ hasNextPage: true, nextPage: lastPage });
    expect((await search(`page=${lastPage + 1}`)).payload).toEqual([]);
  });

  it("walks to page 20 by cursor ('Ver más') with the same listings as page=", async () => {
    let body = await search('search=campo');
    const byCursor = body.payload.map((p) => p._id);
    for (let page = 2; page <= 20; page++) {
      body = await search(`search=campo&cursor=${body.info.nextCursor}`);
      expect(body.info).toMatchObject({ page, total: SEARCH_TEXT_TOTAL_BOUND, totalIsExact: false });
      byCursor.push(...body.payload.map((p) => p._id));
    }
    const page20 = await search('search=campo&page=20');
    expect(byCursor.slice(-12)).toEqual(page20.payload.map((p) => p._id));
    expect(new Set(byCursor).size).toBe(240);
  });
});

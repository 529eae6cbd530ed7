import type { MarketMonth, MarketPrice, PropertyInput } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProperty } from '../../db/seed/factories.ts';
import { properties } from '../../db/schema.ts';
import { buildTestApp, TestClock } from '../../test/build-test-app.ts';
import { publishListing } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import { MarketFigures } from './market-cache.ts';
import type { PriceTable } from './market-figures.ts';

// /api/market (issue 13, market prices) against a fixed data set whose figures were worked out
// by hand: percentile_cont interpolates between ranks, position (n − 1) × p from 0.

let app: FastifyInstance;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
const clock = new TestClock(new Date('2026-11-15T12:00:00Z'));
const ids: Record<string, string> = {};

type Extra = Partial<PropertyInput> & { createdAt?: Date; status?: string };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.read });
  seller = await signedInUser(app, { username: 'precios' });
  member = await signedInUser(app, { username: 'equipoprecios', isAdmin: true });
  const add = async (key: string, extra: Extra) => {
    const row = await insertProperty(app.db, seller.user.id, {
      currency: 'USD',
      pricing_unit: 'por Hectárea',
      hectares: 350,
      createdAt: at('2026-10-10T12:00:00Z'),
      ...extra,
    });
    ids[key] = row.id;
  };
  const cordobaGanadero = { state: 'Córdoba', category: 'Ganadero', operation: 'venta' } as const;
  // Córdoba × Ganadero × venta, live: 1000, 1200, 1500, 2000, 2200, 2500 and 30000 USD/ha.
  await add('cg1000', { ...cordobaGanadero, price: 1000 });
  await add('cg1200', { ...cordobaGanadero, price: 1200 });
  // 1,800,000 pesos a hectare at 1,200 pesos a dollar.
  await add('cg1500', { ...cordobaGanadero, price: 1_800_000, currency: 'ARS' });
  // A total price: 700,000 for 350 ha.
  await add('cg2000', { ...cordobaGanadero, price: 700_000, pricing_unit: 'Total' });
  await add('cg2200', { ...cordobaGanadero, price: 2200 });
  // Published the last evening of October in Argentina (already November in UTC).
  await add('cg2500', { ...cordobaGanadero, price: 2500, createdAt: at('2026-11-01T02:00:00Z') });
  await add('cg30000', { ...cordobaGanadero, price: 30000 });
  // Not in the figures: price on request, paused by the team; expired listings only in the history.
  await add('cgOnRequest', { ...cordobaGanadero, price: 0 });
  await add('cgPaused', { ...cordobaGanadero, price: 1100, status: 'paused' });
  await add('cgExpired', { ...cordobaGanadero, price: 1800, status: 'expired' });
  // Older than the 12 months of the history.
  await add('cgOld', {
    ...cordobaGanadero,
    price: 900,
    status: 'expired',
    createdAt: at('2025-11-20T12:00:00Z'),
  });

  // Córdoba × Ganadero × alquiler: exactly five, none an outlier; 3 published in August, 2 in September.
  const rent = { ...cordobaGanadero, operation: 'alquiler' } as const;
  for (const [price, month] of [
    [100, '08'],
    [120, '08'],
    [150, '08'],
    [200, '09'],
    [250, '09'],
  ] as const) {
    await add(`rent${price}`, { ...rent, price, createdAt: at(`2026-${month}-05T12:00:00Z`) });
  }

  // Buenos Aires × Agrícola × venta: four listings, too few.
  for (const price of [5000, 6000, 7000, 8000]) {
    await add(`ba${price}`, { state: 'Buenos Aires', category: 'Agrícola', operation: 'venta', price });
  }
  // Salta × Mixto × venta: five listed, but four equal prices make 9000 an outlier: four remain.
  for (const [i, price] of [1000, 1000, 1000, 1000, 9000].entries()) {
    await add(`salta${i}`, { state: 'Salta', category: 'Mixto', operation: 'venta', price });
  }
  // Listings inserted behind the API's back: what a restart would find.
  app.catalogue.bump();
});
afterAll(() => app.close());

const prices = (query = '') => app.inject({ url: `/api/market/prices${query}` });
const position = (id: string) => app.inject({ url: `/api/market/price-position/${id}` });

describe('GET /api/market/prices', () => {
  it('gives median, quartiles and count per province × land use × operation, outliers trimmed', async () => {
    const res = await prices();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const withToken = await app.inject({ url: '/api/market/prices', headers: seller.headers });
    expect(withToken.headers['cache-control']).toBe('private, no-store');
    expect(withToken.json()).toEqual(res.json());
    const body = res.json();
    // Sale: Q1 = 1350, Q3 = 2350, so 30000 is past 2350 + 1.5 × 1000 and is left out; of the six
    // left the median is (1500 + 2000) / 2, p25 = 1200 + 0.25 × 300, p75 = 2000 + 0.75 × 200.
    expect(body.prices).toEqual([
      {
        state: 'Córdoba',
        category: 'Ganadero',
        operation: 'venta',
        median: 1750,
        p25: 1275,
        p75: 2150,
        count: 6,
      },
      {
        state: 'Córdoba',
        category: 'Ganadero',
        operation: 'alquiler',
        median: 150,
        p25: 120,
        p75: 200,
        count: 5,
      },
    ]);
    expect(body.scarce).toEqual([
      { state: 'Buenos Aires', category: 'Agrícola', operation: 'venta', count: 4 },
      { state: 'Salta', category: 'Mixto', operation: 'venta', count: 4 },
    ]);
    expect(body.min_listings).toBe(5);
  });

  it('filters by province, land use and operation; an empty parameter means any', async () => {
    const rent = (await prices('?state=C%C3%B3rdoba&operation=alquiler')).json();
    expect(rent.prices.map((c: MarketPrice) => c.median)).toEqual([150]);
    expect(rent.scarce).toEqual([]);
    const agricola = (await prices('?category=Agr%C3%ADcola')).json();
    expect(agricola.prices).toEqual([]);
    expect(agricola.scarce.map((c: MarketPrice) => c.state)).toEqual(['Buenos Aires']);
    const none = (await prices('?state=Chaco')).json();
    expect([none.prices, none.scarce]).toEqual([[], []]);
    const any = (await prices('?state=&category=&operation=')).json();
    expect(any.prices).toHaveLength(2);
  });

  it('charts the last 12 months by month of publication, expired listings included', async () => {
    const body = (await prices('?state=C%C3%B3rdoba&category=Ganadero&operation=venta')).json();
    const months = body.months as MarketMonth[];
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    // October: the seven live ones and the expired 1800; Q1 = 1425, Q3 = 2275 leave 30000 out,
    // the median of 1000 … 2500 is 1800. The listing of November 2025 is too old to count.
    expect(months.find((m) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      operation: 'venta',
      median: 1800,
      count: 7,
    });
    expect(months.filter((m) => m.month !== '2026-10').every((m) => m.count === 0 && m.median === null)).toBe(
      true,
    );

    // Without an operation, both series; months under five listings say how many but no median.
    const both = (await prices('?state=C%C3%B3rdoba&category=Ganadero')).json().months as MarketMonth[];
    expect(both).toHaveLength(24);
    expect(both.filter((m) => m.operation === 'alquiler' && m.count > 0)).toEqual([
      { month: '2026-08', operation: 'alquiler', median: null, count: 3 },
      { month: '2026-09', operation: 'alquiler', median: null, count: 2 },
    ]);
  });

  it('answers 400 with a Spanish message to an unknown province, land use or operation', async () => {
    for (const [query, message] of [
      ['?state=Narnia', 'La provincia indicada no existe.'],
      ['?state=Córdoba,Chaco', 'La provincia indicada no existe.'],
      ['?state=Chaco&state=Salta', 'La provincia indicada no existe.'],
      ['?category=Frutal', 'La categoría indicada no existe.'],
      ['?operation=permuta', 'La operación indicada no existe.'],
    ]) {
      const res = await prices(encodeURI(query!));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('GET /api/market/price-position/{propertyId}', () => {
  it("says where a listing's price stands against its cell's median", async () => {
    const below = (await position(ids.cg1500!)).json().position;
    expect(below).toEqual({
      state: 'Córdoba',
      category: 'Ganadero',
      operation: 'venta',
      price_per_hectare_usd: 1500,
      median: 1750,
      count: 6,
      difference_percent: -14,
      standing: 'below',
    });
    // The outlier is left out of the figures, not out of the comparison.
    expect((await position(ids.cg30000!)).json().position).toMatchObject({
      difference_percent: 1614,
      standing: 'above',
    });
    expect((await position(ids.rent150!)).json().position).toMatchObject({
      difference_percent: 0,
      standing: 'at',
    });
  });

  it('has nothing to say without enough data or a price, and 404 for a listing not online', async () => {
    for (const id of [ids.ba5000!, ids.salta0!, ids.cgOnRequest!]) {
      const res = await position(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ position: null });
    }
    for (const id of [ids.cgPaused!, ids.cgExpired!, '00000000-0000-4000-8000-000000000000']) {
      const res = await position(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No se pudo encontrar la propiedad');
    }
    for (const id of ['no-es-un-id', '1234']) {
      const res = await position(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('El identificador del campo no es válido.');
    }
  });
});

describe('after a write', () => {
  it('leaves figures computed while a write landed unused from then on', async () => {
    const figures = new MarketFigures(app.db, app.catalogue);
    const chaco = (table: PriceTable) => table.scarce.filter((c) => c.state === 'Chaco');
    const before = figures.priceTable();
    // Requests meanwhile share the computation under way.
    expect(figures.priceTable()).toBe(before);
    const added = await insertProperty(app.db, seller.user.id, { state: 'Chaco', price: 800 });
    app.catalogue.bump();
    // Whether or not the first one saw the new listing, it is not served after the write.
    const after = figures.priceTable();
    expect(after).not.toBe(before);
    expect(chaco(await after)).toEqual([
      { state: 'Chaco', category: 'Ganadero', operation: 'venta', count: 1 },
    ]);
    await before;
    expect(figures.priceTable()).toBe(after);
    await app.db.delete(properties).where(eq(properties.id, added.id));
    app.catalogue.bump();
    expect(chaco(await figures.priceTable())).toEqual([]);
  });

  it('never answers with figures from before it', async () => {
    const scarce = (await prices('?state=Buenos%20Aires')).json();
    expect(scarce.prices).toEqual([]);

    // A fifth listing in Buenos Aires: the cell has figures at once, and its listings a position.
    const fifth = await publishListing(app, seller, {
      state: 'Buenos Aires',
      category: 'Agrícola',
      operation: 'venta',
      price: 6500,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
    });
    // Asked first, the listing's cell is computed alone; then the whole table.
    expect((await position(ids.ba8000!)).json().position).toMatchObject({
      median: 6500,
      difference_percent: 23,
    });
    const shown = (await prices('?state=Buenos%20Aires')).json();
    expect(shown.prices).toEqual([
      {
        state: 'Buenos Aires',
        category: 'Agrícola',
        operation: 'venta',
        median: 6500,
        p25: 6000,
        p75: 7000,
        count: 5,
      },
    ]);
    expect((await position(ids.ba8000!)).json().position).toMatchObject({
      median: 6500,
      difference_percent: 23,
    });

    // The team pauses one of them: too few again.
    const paused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${fifth}`,
      headers: member.headers,
      payload: { status: 'paused', reason: 'Revisión' },
    });
    expect(paused.statusCode).toBe(200);
    expect((await position(ids.ba8000!)).json().position).toBeNull();
    const hidden = (await prices('?state=Buenos%20Aires')).json();
    expect(hidden.prices).toEqual([]);
    expect(hidden.scarce).toEqual([
      { state: 'Buenos Aires', category: 'Agrícola', operation: 'venta', count: 4 },
    ]);
  });
});

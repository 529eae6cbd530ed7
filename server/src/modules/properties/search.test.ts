import type { Property, PropertyListResponse } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
let ownerId: string;
let otherOwnerId: string;

const plain = 'Lote con buena aptitud, alambrado perimetral y acceso por camino consolidado todo el año.';

beforeAll(async () => {
  app = await buildTestApp();
  const ana = await insertUser(app.db, { firstName: 'Ana', lastName: 'Gómez' });
  const luis = await insertUser(app.db, { firstName: 'Luis', lastName: 'Sosa' });
  ownerId = ana.id;
  otherOwnerId = luis.id;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));

  await insertProperty(app.db, ana.id, {
    listing_title: 'Campo ganadero en Córdoba',
    category: 'Ganadero',
    state: 'Córdoba',
    nearest_town: 'Río Cuarto',
    description: plain,
    price: 2500,
    hectares: 350,
    createdAt: day(1),
  });
  await insertProperty(app.db, ana.id, {
    listing_title: 'Chacra agrícola en Pergamino',
    category: 'Agrícola',
    state: 'Buenos Aires',
    nearest_town: 'Pergamino',
    description: plain,
    price: 12000,
    hectares: 40,
    createdAt: day(2),
  });
  // Mentions the word many times, but only in the description.
  await insertProperty(app.db, luis.id, {
    listing_title: 'Estancia La Aurora',
    category: 'Mixto',
    state: 'La Pampa',
    nearest_town: 'General Pico',
    description: `Apta uso ganadero. ${'Ganadero, ganadero: ganadero. '.repeat(4)}`,
    price: 1800,
    hectares: 1200,
    createdAt: day(3),
  });
  await insertProperty(app.db, luis.id, {
    listing_title: 'Campo en Entre Ríos',
    category: 'Mixto',
    state: 'Entre Ríos',
    nearest_town: 'Gualeguaychú',
    description: plain,
    price: 3_000_000,
    currency: 'ARS',
    hectares: 80,
    createdAt: day(4),
  });
  await insertProperty(app.db, luis.id, {
    listing_title: 'Campo agricola en Cordoba sin tildes',
    category: 'Agrícola',
    state: 'Córdoba',
    nearest_town: 'Marcos Juárez',
    description: plain,
    price: 1_400_000,
    pricing_unit: 'Total',
    hectares: 200,
    createdAt: day(5),
  });
  await insertProperty(app.db, ana.id, {
    listing_title: 'Campo ganadero pausado',
    description: plain,
    status: 'paused',
    createdAt: day(6),
  });
  await insertProperty(app.db, ana.id, {
    listing_title: 'Campo ganadero eliminado',
    description: plain,
    status: 'deleted',
    createdAt: day(7),
  });
});
afterAll(() => app.close());

async function search(query: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url: `/api/properties/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (body: PropertyListResponse) => body.payload.map((p) => p.listing_title);

describe('GET /api/properties/ text search', () => {
  it('finds a listing by accent-less words of its title and province', async () => {
    expect(titles(await search('search=cordoba%20ganadero'))).toEqual(['Campo ganadero en Córdoba']);
  });

  it('matches partial words as the visitor types them', async () => {
    expect(titles(await search('search=gana'))).toContain('Campo ganadero en Córdoba');
    expect(titles(await search('search=pergam'))).toEqual(['Chacra agrícola en Pergamino']);
  });

  it('ignores accents both ways', async () => {
    expect(titles(await search('search=rios'))).toEqual(['Campo en Entre Ríos']);
    expect(titles(await search(`search=${encodeURIComponent('CÓRDOBA agrícola')}`))).toEqual([
      'Campo agricola en Cordoba sin tildes',
    ]);
  });

  it('ranks title matches above listings that mention the word only in the description', async () => {
    const found = titles(await search('search=ganadero'));
    expect(found).toEqual(['Campo ganadero en Córdoba', 'Estancia La Aurora']);
  });

  it('ranks listings matching more words in the title first', async () => {
    const found = titles(await search('search=campo%20cordoba'));
    expect(found.slice(0, 2).sort()).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo ganadero en Córdoba',
    ]);
  });

  it('never shows paused or deleted listings', async () => {
    const found = titles(await search('search=ganadero&limit=100'));
    expect(found).not.toContain('Campo ganadero pausado');
    expect(found).not.toContain('Campo ganadero eliminado');
    const all = await search('limit=100');
    expect(all.info.total).toBe(5);
    expect(titles(all)).not.toContain('Campo ganadero pausado');
  });

  it('treats a search of only stop words as no search', async () => {
    const body = await search(`search=${encodeURIComponent('en de la')}`);
    expect(body.info.total).toBe(5);
  });
});

describe('GET /api/properties/ filters', () => {
  it('lists newest first with the default page size and paging info', async () => {
    const body = await search('');
    expect(titles(body)[0]).toBe('Campo agricola en Cordoba sin tildes');
    expect(body.info).toEqual({
      hasNextPage: false,
      nextPage: null,
      page: 1,
      total: 5,
      totalIsExact: true,
      nextCursor: null,
    });
  });

  it('filters by category', async () => {
    expect(titles(await search(`category=${encodeURIComponent('Agrícola')}`)).sort()).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Chacra agrícola en Pergamino',
    ]);
  });

  it('filters by several comma-separated provinces', async () => {
    const found = titles(await search(`state=${encodeURIComponent('Córdoba,Entre Ríos')}&limit=100`));
    expect(found.sort()).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo en Entre Ríos',
      'Campo ganadero en Córdoba',
    ]);
  });

  it('filters by price per hectare in dollars, whatever the currency and pricing unit', async () => {
    // 3,000,000 ARS/ha is 2,500 USD/ha; a 1,400,000 USD total over 200 ha is 7,000 USD/ha.
    const mid = titles(await search('minPrice=2000&maxPrice=3000'));
    expect(mid.sort()).toEqual(['Campo en Entre Ríos', 'Campo ganadero en Córdoba']);
    expect(titles(await search('minPrice=6999&maxPrice=7001'))).toEqual([
      'Campo agricola en Cordoba sin tildes',
    ]);
    expect(titles(await search('maxPrice=1800'))).toEqual(['Estancia La Aurora']);
    expect(titles(await search('minPrice=12000'))).toEqual(['Chacra agrícola en Pergamino']);
  });

  it('filters by hectare ranges of the area filter, inclusive', async () => {
    expect(titles(await search('hectares=0-50'))).toEqual(['Chacra agrícola en Pergamino']);
    expect(titles(await search('hectares=200-500')).sort()).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo ganadero en Córdoba',
    ]);
    expect(titles(await search('hectares=1000-500000'))).toEqual(['Estancia La Aurora']);
    expect(titles(await search('hectares=0-50,1000-500000')).sort()).toEqual([
      'Chacra agrícola en Pergamino',
      'Estancia La Aurora',
    ]);
  });

  it('filters by owner', async () => {
    const body = await search(`limit=100&userId=${otherOwnerId}`);
    expect(body.payload.map((p) => p.user_id._id)).toEqual([otherOwnerId, otherOwnerId, otherOwnerId]);
    expect((await search(`userId=${ownerId}`)).info.total).toBe(2);
  });

  it('combines text, category, provinces, price and hectares', async () => {
    const state = encodeURIComponent('Córdoba,Buenos Aires');
    const base = `search=campo&state=${state}`;
    expect(titles(await search(base)).sort()).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo ganadero en Córdoba',
    ]);
    expect(titles(await search(`${base}&category=Ganadero`))).toEqual(['Campo ganadero en Córdoba']);
    expect(titles(await search(`${base}&minPrice=5000&maxPrice=8000`))).toEqual([
      'Campo agricola en Cordoba sin tildes',
    ]);
    expect(titles(await search(`${base}&hectares=300-400&minPrice=1000`))).toEqual([
      'Campo ganadero en Córdoba',
    ]);
    expect(titles(await search(`${base}&hectares=0-50`))).toEqual([]);
  });

  it("filters a text search by hectare ranges with their bounds, as the indexes' area bands hold them", async () => {
    // 'campo' listings of 80, 200 and 350 ha: 200 is where two of the filter's ranges meet.
    const campo = async (hectares: string) =>
      titles(await search(`search=campo&hectares=${hectares}`)).sort();
    expect(await campo('100-200')).toEqual(['Campo agricola en Cordoba sin tildes']);
    expect(await campo('200-500')).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo ganadero en Córdoba',
    ]);
    expect(await campo('0-50,50-100')).toEqual(['Campo en Entre Ríos']);
    expect(await campo('500-1000,1000-500000')).toEqual([]);
    // Ranges of an API client, not on the filter's bounds: checked on the rows too.
    expect(await campo('150-250')).toEqual(['Campo agricola en Cordoba sin tildes']);
    expect(await campo('200.1-400')).toEqual(['Campo ganadero en Córdoba']);
    expect(await campo('80-80,199.9-200')).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo en Entre Ríos',
    ]);
    expect(await campo('80.1-199.9')).toEqual([]);
  });

  it('sorts by price per hectare in dollars when asked, with or without text', async () => {
    const cheapest = titles(await search('sort=price_asc'));
    expect(cheapest[0]).toBe('Estancia La Aurora');
    expect(cheapest.at(-1)).toBe('Chacra agrícola en Pergamino');
    expect(titles(await search('sort=price_desc&search=campo'))).toEqual([
      'Campo agricola en Cordoba sin tildes',
      'Campo en Entre Ríos',
      'Campo ganadero en Córdoba',
    ]);
    expect(titles(await search('sort=recent&search=campo'))[0]).toBe('Campo agricola en Cordoba sin tildes');
  });

  it('answers an empty result with an empty page', async () => {
    const body = await search('search=viñedo');
    expect(body).toEqual({
      payload: [],
      info: { hasNextPage: false, nextPage: null, page: 1, total: 0, totalIsExact: true, nextCursor: null },
    });
  });

  it('populates the owner with public fields only', async () => {
    const [first] = (await search('search=pergamino')).payload as [Property];
    expect(Object.keys(first.user_id).sort()).toEqual([
      '_id',
      'first_name',
      'last_name',
      'profile_image',
      'username',
    ]);
    expect(first.user_id).toMatchObject({ _id: ownerId, first_name: 'Ana', last_name: 'Gómez' });
  });
});

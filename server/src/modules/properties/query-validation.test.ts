import { VALIDATION } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db);
  await insertProperty(app.db, owner.id, { listing_title: 'Campo ganadero en Córdoba' });
  await insertProperty(app.db, owner.id, { listing_title: 'Chacra "La Esperanza" & anexo', state: 'Salta' });
});
afterAll(() => app.close());

const get = (query: string) => app.inject({ url: `/api/properties/?${query}` });

describe('GET /api/properties/ rejects bad parameters with 400 and a Spanish message', () => {
  const cases: [string, string, string][] = [
    ['limit=0', VALIDATION.invalidLimit, 'limit'],
    ['limit=101', VALIDATION.invalidLimit, 'limit'],
    ['limit=abc', VALIDATION.invalidLimit, 'limit'],
    ['limit=-5', VALIDATION.invalidLimit, 'limit'],
    ['page=0', VALIDATION.invalidPage, 'page'],
    ['page=-1', VALIDATION.invalidPage, 'page'],
    ['page=1.5', VALIDATION.invalidPage, 'page'],
    ['page=99999999999999999999', VALIDATION.invalidPage, 'page'],
    ['category=Forestal', VALIDATION.invalidCategory, 'category'],
    ['category=ganadero', VALIDATION.invalidCategory, 'category'],
    ['minPrice=-1', VALIDATION.invalidPrice, 'minPrice'],
    ['minPrice=abc', VALIDATION.invalidPrice, 'minPrice'],
    ['maxPrice=1e3', VALIDATION.invalidPrice, 'maxPrice'],
    ['minPrice=5000&maxPrice=1000', VALIDATION.invalidPriceRange, 'minPrice'],
    ['hectares=abc', VALIDATION.invalidHectares, 'hectares'],
    ['hectares=5-1', VALIDATION.invalidHectares, 'hectares'],
    ['hectares=1-999999', VALIDATION.invalidHectares, 'hectares'],
    ['hectares=0-50,abc', VALIDATION.invalidHectares, 'hectares'],
    [`state=${encodeURIComponent('Córdoba,Atlántida')}`, VALIDATION.invalidState, 'state'],
    ['state=cordoba', VALIDATION.invalidState, 'state'],
    [`search=${'a'.repeat(201)}`, VALIDATION.invalidSearch, 'search'],
    ['userId=123', VALIDATION.invalidUserId, 'userId'],
    ['userId=not-a-uuid-at-all', VALIDATION.invalidUserId, 'userId'],
  ];

  for (const [query, message, field] of cases) {
    it(`?${query.slice(0, 40)}`, async () => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message, field });
    });
  }

  for (const [query, field] of [
    ['limit=10&limit=20', 'limit'],
    ['sort=cheapest', 'sort'],
  ] as const) {
    it(`answers ?${query} in Spanish too`, async () => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.field).toBe(field);
      expect(body.message).toMatch(/inválid/i);
      expect(body.message).not.toMatch(/invalid (input|option)|expected/i);
    });
  }
});

describe('GET /api/properties/ accepts odd but valid input', () => {
  const oddSearches = [
    '%',
    '%%_',
    `"campo" 'ganadero'`,
    'campo & ganadero | !salta : * ( ) < > <->',
    "' OR 1=1 --",
    'a\\b',
    'en de la',
    '🐄🌾',
    'campo 🐄',
    'ŉ ½ ǆ ㎏ ﬁ',
    '   ',
    'ganadero:*A',
    'x'.repeat(200),
    Array.from({ length: 40 }, (_, i) => `p${i}`).join(' '),
  ];

  for (const text of oddSearches) {
    it(`search=${JSON.stringify(text.slice(0, 30))}`, async () => {
      const res = await get(`search=${encodeURIComponent(text)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(res.json().payload)).toBe(true);
    });
  }

  it('still finds a listing when the search carries operators and quotes', async () => {
    const res = await get(`search=${encodeURIComponent('"esperanza" & anexo!')}`);
    expect(res.json().payload.map((p: { listing_title: string }) => p.listing_title)).toEqual([
      'Chacra "La Esperanza" & anexo',
    ]);
  });

  it('reads a bare percent sign in the raw query string', async () => {
    const res = await get('search=%');
    expect(res.statusCode).toBe(200);
  });

  it('treats empty parameters as absent', async () => {
    const res = await get('category=&state=&search=&minPrice=&hectares=&userId=');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().info.total).toBe(2);
  });

  it('accepts the full slider range and decimal prices', async () => {
    expect((await get('minPrice=0&maxPrice=40000')).statusCode).toBe(200);
    expect((await get('minPrice=1000.5&maxPrice=1000.5')).statusCode).toBe(200);
    expect((await get('limit=100&page=1000000')).statusCode).toBe(200);
  });
});

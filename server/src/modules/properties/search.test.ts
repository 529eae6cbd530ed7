import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db, { firstName: 'Ana', lastName: 'Gómez' });
  await insertProperty(app.db, owner.id, { listing_title: 'Campo ganadero en Córdoba' });
  await insertProperty(app.db, owner.id, {
    listing_title: 'Chacra agrícola en Pergamino',
    category: 'Agrícola',
    state: 'Buenos Aires',
    nearest_town: 'Pergamino',
  });
});
afterAll(() => app.close());

describe('GET /api/properties/', () => {
  it('finds a listing by accent-less words of its title and province', async () => {
    const res = await app.inject({ url: '/api/properties/?search=cordoba%20ganadero' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().payload.map((p: { listing_title: string }) => p.listing_title);
    expect(titles).toEqual(['Campo ganadero en Córdoba']);
  });

  it('answers a bad parameter with 400 and a Spanish message', async () => {
    const res = await app.inject({ url: '/api/properties/?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El parámetro limit debe ser un número entero entre 1 y 100.');
  });
});

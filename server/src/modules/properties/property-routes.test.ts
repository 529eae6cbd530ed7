import { API, propertySchema } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRow, UserRow } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
let owner: UserRow;
let listing: PropertyRow;
let paused: PropertyRow;
const unknownId = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';

beforeAll(async () => {
  app = await buildTestApp();
  owner = await insertUser(app.db, {
    firstName: 'Marta',
    lastName: 'Ibáñez',
    profileImage: '/uploads/m.webp',
  });
  const day = (n: number) => new Date(Date.UTC(2024, 2, n));
  listing = await insertProperty(app.db, owner.id, {
    listing_title: 'Campo mixto en Salta',
    state: 'Salta',
    images: ['/uploads/a-lg.webp', '/uploads/b-lg.webp'],
    video_link: 'https://youtu.be/dQw4w9WgXcQ',
    createdAt: day(1),
  });
  paused = await insertProperty(app.db, owner.id, {
    listing_title: 'Pausado',
    status: 'paused',
    createdAt: day(2),
  });
  for (let i = 0; i < 14; i++) {
    await insertProperty(app.db, owner.id, { listing_title: `Lote ${i}`, createdAt: day(3 + i) });
  }
  await insertProperty(app.db, owner.id, {
    listing_title: 'Destacado antiguo',
    recommended: true,
    createdAt: day(0),
  });
  await insertProperty(app.db, owner.id, {
    listing_title: 'Destacado pausado',
    recommended: true,
    status: 'paused',
    createdAt: day(20),
  });
});
afterAll(() => app.close());

describe('GET /api/properties/get-property/{id}', () => {
  it('returns the listing in the shape of spec §3', async () => {
    const res = await app.inject({ url: `/api/properties/get-property/${listing.id}` });
    expect(res.statusCode).toBe(200);
    const { message, property } = res.json();
    expect(message).toBe(API.propertyFound);
    expect(propertySchema.parse(property)).toEqual(property);
    expect(property).toMatchObject({
      _id: listing.id,
      listing_title: 'Campo mixto en Salta',
      state: 'Salta',
      main_image_url: '/uploads/a-lg.webp',
      images: ['/uploads/a-lg.webp', '/uploads/b-lg.webp'],
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      location: { name: 'Cerca de Río Cuarto, Córdoba', lat: -33.13, lng: -64.35 },
      order: listing.createdAt.toISOString(),
      status: 'active',
      user_id: {
        _id: owner.id,
        username: owner.username,
        first_name: 'Marta',
        last_name: 'Ibáñez',
        profile_image: '/uploads/m.webp',
      },
    });
  });

  for (const [name, id] of [
    ['an unknown id', unknownId],
    ['a malformed id', 'abc'],
    ['an id with SQL in it', encodeURIComponent("' OR '1'='1")],
    ['a very long id', 'a'.repeat(300)],
    ['an id with a slash', 'abc%2Fdef'],
    ['a path below the id', `${unknownId}/extra`],
  ]) {
    it(`answers 404 'No se pudo encontrar la propiedad' for ${name}`, async () => {
      const res = await app.inject({ url: `/api/properties/get-property/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API.propertyNotFound });
    });
  }

  it('hides a listing that is not active', async () => {
    const res = await app.inject({ url: `/api/properties/get-property/${paused.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API.propertyNotFound });
  });
});

describe('GET /api/properties/get-recommended', () => {
  it('puts recommended listings first, then the newest, live ones only', async () => {
    const res = await app.inject({ url: '/api/properties/get-recommended' });
    expect(res.statusCode).toBe(200);
    const { message, properties } = res.json();
    expect(message).toBe('Propiedades encontradas');
    const titles = properties.map((p: { listing_title: string }) => p.listing_title);
    expect(titles[0]).toBe('Destacado antiguo');
    expect(titles.slice(1, 4)).toEqual(['Lote 13', 'Lote 12', 'Lote 11']);
    expect(titles).not.toContain('Destacado pausado');
    expect(titles).not.toContain('Pausado');
    expect(properties.length).toBe(13);
  });
});

describe('GET /api/properties/get-user-properties/{userId}/', () => {
  it("returns the owner's live listings, newest first", async () => {
    const res = await app.inject({ url: `/api/properties/get-user-properties/${owner.id}/?limit=100` });
    expect(res.statusCode).toBe(200);
    const { payload } = res.json();
    expect(payload).toHaveLength(16);
    expect(payload[0].listing_title).toBe('Lote 13');
    expect(payload.at(-1).listing_title).toBe('Destacado antiguo');
    expect(payload.every((p: { status: string }) => p.status === 'active')).toBe(true);
  });

  it('honours the limit and works without the trailing slash', async () => {
    const res = await app.inject({ url: `/api/properties/get-user-properties/${owner.id}?limit=3` });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toHaveLength(3);
  });

  it('answers an unknown or malformed user with an empty list', async () => {
    for (const id of [unknownId, 'nadie']) {
      const res = await app.inject({ url: `/api/properties/get-user-properties/${id}/?limit=100` });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload).toEqual([]);
    }
  });

  it('rejects a bad limit in Spanish', async () => {
    const res = await app.inject({ url: `/api/properties/get-user-properties/${owner.id}/?limit=0` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El parámetro limit debe ser un número entero entre 1 y 100.');
  });
});

describe('GET /api/properties/?userId', () => {
  it("pages through an owner's listings like the search does", async () => {
    const res = await app.inject({ url: `/api/properties/?limit=100&userId=${owner.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toHaveLength(16);
  });
});

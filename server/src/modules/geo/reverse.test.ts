import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const reverse = (lat: number | string, lng: number | string) =>
  app.inject({ url: `/api/geo/reverse?lat=${lat}&lng=${lng}` });

describe('GET /api/geo/reverse', () => {
  it.each([
    [-33.8927, -60.5736, 'Cerca de Pergamino, Buenos Aires', 'Buenos Aires'],
    [-31.4201, -64.1888, 'Cerca de Córdoba, Córdoba', 'Córdoba'],
    [-38.9516, -68.0591, 'Cerca de Neuquén, Neuquén', 'Neuquén'],
  ])('names the nearest town and suggests the province for %f, %f', async (lat, lng, name, province) => {
    const res = await reverse(lat, lng);
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toMatchObject({ name, province, country: 'AR' });
  });

  it('maps a point in Paraguay to the Paraguay option', async () => {
    const res = await reverse(-25.2637, -57.5759);
    expect(res.json().location).toMatchObject({ country: 'PY', province: 'Paraguay' });
    expect(res.json().location.name).toMatch(/^Cerca de .+, Paraguay$/);
  });

  it('refuses points outside the region and malformed coordinates in Spanish', async () => {
    const ocean = await reverse(-45, -20);
    expect(ocean.statusCode).toBe(422);
    expect(ocean.json().message).toBe(
      'La ubicación elegida está fuera de Argentina, Paraguay, Uruguay y Bolivia.',
    );
    const bad = await reverse('abc', 200);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Las coordenadas no son válidas.');
  });
});

import type { Province } from '@tranquera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { nearbyProvinces } from './similar.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('nearbyProvinces', () => {
  it('knows borders in both directions, countries included', () => {
    expect(nearbyProvinces('Uruguay').sort()).toEqual(['Buenos Aires', 'Entre Ríos', 'Uruguay']);
    expect(nearbyProvinces('Santa Cruz').sort()).toEqual(['Chubut', 'Santa Cruz']);
    expect(nearbyProvinces('Córdoba')).toContain('Buenos Aires');
  });
});

describe('GET /api/properties/similar/{id}', () => {
  it('picks the same land use nearby, closest in size and price, topped up from elsewhere', async () => {
    const { user } = await signedInUser(app);
    const listing = (title: string, state: Province, hectares: number, price: number, extra = {}) =>
      insertProperty(app.db, user.id, {
        listing_title: title,
        state,
        hectares,
        price,
        currency: 'USD',
        pricing_unit: 'por Hectárea',
        category: 'Ganadero',
        operation: 'venta',
        ...extra,
      });
    const base = await listing('Base en Córdoba', 'Córdoba', 500, 3000);
    await listing('Parecido en Santa Fe', 'Santa Fe', 450, 2800);
    await listing('Algo más grande en Buenos Aires', 'Buenos Aires', 600, 3100);
    await listing('Enorme en Córdoba', 'Córdoba', 5000, 3000);
    await listing('Igual pero en Misiones', 'Misiones', 500, 3000);
    await listing('Agrícola en Córdoba', 'Córdoba', 500, 3000, { category: 'Agrícola' });
    await listing('En alquiler en Córdoba', 'Córdoba', 500, 3000, { operation: 'alquiler' });
    await listing('Pausado en Córdoba', 'Córdoba', 500, 3000, { status: 'paused' });

    const res = await app.inject({ url: `/api/properties/similar/${base.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().properties.map((p: { listing_title: string }) => p.listing_title)).toEqual([
      'Parecido en Santa Fe',
      'Algo más grande en Buenos Aires',
      'Enorme en Córdoba',
      'Igual pero en Misiones',
    ]);
    // An unknown or malformed id has no similar listings, not an error.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const none = await app.inject({ url: `/api/properties/similar/${id}` });
      expect(none.json().properties).toEqual([]);
    }
  });
});

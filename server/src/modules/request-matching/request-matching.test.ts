import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp, TestClock } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { loadGazetteer } from '../geo/gazetteer.ts';
import { budgetOf, describeCriteria, zoneOf } from './criteria.ts';
import { matchBuyerRequests } from './matching.ts';

describe('reading a buyer request', () => {
  it('reads budgets as total prices in USD', () => {
    expect(budgetOf('250.000-500.000')).toEqual({ min: 250_000, max: 500_000 });
    expect(budgetOf('Más de 10.000.000')).toEqual({ min: 10_000_000, max: null });
    expect(budgetOf('Necesito que me asesoren')).toBeNull();
  });

  it('reads the zone as provinces, or a radius around a town', async () => {
    const gazetteer = await loadGazetteer();
    expect(zoneOf(gazetteer, 'radio de 50 km de Pergamino')).toMatchObject({
      kind: 'radius',
      town: 'Pergamino',
      km: 50,
    });
    expect(zoneOf(gazetteer, 'Cerca de Venado Tuerto, 80 kilómetros')).toMatchObject({
      kind: 'radius',
      town: 'Venado Tuerto',
      km: 80,
    });
    // A town without a distance: the default radius.
    expect(zoneOf(gazetteer, 'zona de Tandil')).toMatchObject({ kind: 'radius', town: 'Tandil', km: 50 });
    // Provinces, accents and case aside; a province's namesake town is the province.
    expect(zoneOf(gazetteer, 'cordoba o SANTA FE')).toEqual({
      kind: 'provinces',
      provinces: ['Córdoba', 'Santa Fe'],
    });
    expect(zoneOf(gazetteer, 'Salta')).toEqual({ kind: 'provinces', provinces: ['Salta'] });
    // With a distance, the namesake is the city (the form's own example).
    expect(zoneOf(gazetteer, '100 km alrededor de Córdoba')).toMatchObject({
      kind: 'radius',
      town: 'Córdoba',
      km: 100,
    });
    expect(zoneOf(gazetteer, 'zona núcleo')).toBeNull();
    // A town abroad only when its country is named.
    expect(zoneOf(gazetteer, '25 de Mayo')).toBeNull();
    expect(zoneOf(gazetteer, '25 de Mayo, Uruguay')).toMatchObject({ kind: 'radius', town: '25 de Mayo' });
    // Distances past the cap are the cap, not their last digits.
    expect(zoneOf(gazetteer, 'radio de 1000 km de Pergamino')).toMatchObject({ km: 500 });
  });

  it('says what it understood, for the team', async () => {
    const gazetteer = await loadGazetteer();
    expect(
      describeCriteria({
        category: 'Ganadero',
        budget: { min: 250_000, max: 500_000 },
        zone: zoneOf(gazetteer, 'radio de 50 km de Pergamino'),
      }),
    ).toBe('Ganadero · USD 250.000 a 500.000 · 50 km de Pergamino');
  });
});

describe('matching new listings to buyer requests', () => {
  const clock = new TestClock(new Date('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  let seller: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: clock.read });
    member = await signedInUser(app, {
      username: 'equipo',
      emailAddress: 'equipo@example.com',
      isAdmin: true,
    });
    seller = await signedInUser(app, { username: 'vendedor', emailAddress: 'vendedor@example.com' });
  });
  afterAll(() => app.close());

  const request = (location: string, price = '250.000-500.000', property = 'Agrícola') =>
    app.inject({
      method: 'POST',
      url: '/api/request-property',
      payload: {
        name: 'Carla Compradora',
        property,
        price,
        location,
        phone: '+54 9 11 5555-5555',
        method: 'Mensaje de WhatsApp',
      },
    });
  const later = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * 60_000);
  };
  // 300 ha at USD 1,200/ha = USD 360,000 total, 30 km from Pergamino.
  const nearPergamino = { lat: -33.7, lng: -60.3 };

  it('shows a new listing that fits against the request in the back-office', async () => {
    // Published before the request: not news to it.
    await insertProperty(app.db, seller.user.id, {
      createdAt: clock.now,
      listing_title: 'Agrícola anterior',
      category: 'Agrícola',
      price: 1200,
      hectares: 300,
      state: 'Buenos Aires',
      nearest_town: 'Pergamino',
      location: { name: 'Pergamino', ...nearPergamino },
    });
    later(1);
    expect((await request('radio de 50 km de Pergamino')).statusCode).toBe(200);
    later(1);
    const fits = await insertProperty(app.db, seller.user.id, {
      createdAt: clock.now,
      listing_title: 'Agrícola cerca de Pergamino',
      category: 'Agrícola',
      price: 1200,
      hectares: 300,
      state: 'Buenos Aires',
      nearest_town: 'Pergamino',
      location: { name: 'Pergamino', ...nearPergamino },
    });
    const misses = [
      { listing_title: 'Ganadero cerca', category: 'Ganadero' as const },
      { listing_title: 'Agrícola caro', price: 3000 },
      { listing_title: 'Agrícola lejos', location: { name: 'Azul', lat: -36.78, lng: -59.86 } },
      { listing_title: 'Agrícola en alquiler', operation: 'alquiler' as const },
    ];
    for (const miss of misses) {
      await insertProperty(app.db, seller.user.id, {
        createdAt: clock.now,
        category: 'Agrícola',
        price: 1200,
        hectares: 300,
        state: 'Buenos Aires',
        nearest_town: 'Pergamino',
        location: { name: 'Pergamino', ...nearPergamino },
        ...miss,
      });
    }
    // Two processes' rounds at once: each match is recorded once.
    const rounds = await Promise.all([app.searchAlerts.runOnce(), app.searchAlerts.runOnce()]);
    expect(rounds.reduce((sum, round) => sum + round.requestMatches, 0)).toBe(1);

    const res = await app.inject({ url: '/api/admin/leads?kind=buyer-request', headers: member.headers });
    const [lead] = res.json().leads;
    expect(lead.understood).toBe('Agrícola · USD 250.000 a 500.000 · 50 km de Pergamino');
    expect(lead.matches).toEqual([
      {
        _id: fits.id,
        listing_title: 'Agrícola cerca de Pergamino',
        state: 'Buenos Aires',
        hectares: 300,
        total_usd: 360_000,
        status: 'active',
        matched_at: clock.now.toISOString(),
      },
    ]);

    // A closed request stops matching.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${lead._id}`,
      headers: member.headers,
      payload: { status: 'cerrado', note: 'Compró otro campo' },
    });
    later(1);
    await insertProperty(app.db, seller.user.id, {
      createdAt: clock.now,
      listing_title: 'Otro agrícola cerca',
      category: 'Agrícola',
      price: 1200,
      hectares: 300,
      state: 'Buenos Aires',
      location: { name: 'Pergamino', ...nearPergamino },
    });
    expect((await app.searchAlerts.runOnce()).requestMatches).toBe(0);
  });

  it('catches up a burst of listings published at the same moment, a batch per round', async () => {
    later(1);
    expect((await request('Provincia de Salta', 'Necesito que me asesoren', 'Mixto')).statusCode).toBe(200);
    later(1);
    const burst = [];
    for (let i = 0; i < 5; i += 1) {
      burst.push(
        await insertProperty(app.db, seller.user.id, {
          createdAt: clock.now,
          listing_title: `Mixto salteño ${i}`,
          category: 'Mixto',
          state: 'Salta',
          nearest_town: 'Metán',
          location: { name: 'Metán', lat: -25.5, lng: -64.97 },
        }),
      );
    }
    // Two listings a round (the previous test's too, within the overlap): each round goes on after
    // the last one read, never over the same two again.
    const found = [];
    for (let round = 0; round < 10; round += 1) found.push(await matchBuyerRequests(app.db, clock.now, 2));
    expect(found.reduce((sum, n) => sum + n, 0)).toBe(5);
    const leads = (
      await app.inject({ url: '/api/admin/leads?kind=buyer-request', headers: member.headers })
    ).json().leads;
    const salta = leads.find((lead: { understood: string }) => lead.understood.endsWith('Salta'));
    expect(salta.matches).toHaveLength(5);
    expect(salta.matches_total).toBe(5);
  });
});

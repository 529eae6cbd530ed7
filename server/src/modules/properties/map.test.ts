import {
  MAP_SEARCH_TEXT,
  type MapResponse,
  type PropertyInput,
  propertySearchQuerySchema,
  VALIDATION,
} from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, sampleListing } from '../../db/seed/factories.ts';
import { buildTestApp, TestClock } from '../../test/build-test-app.ts';
import { jpegPhoto } from '../../test/image-files.ts';
import { publishListing, uploadPhotos } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import { searchProperties } from './search-properties.ts';

// Map search (issue 13): GET /api/properties/map groups the live listings matching the search's
// filters inside the visible area; the listing search takes the same area as `bbox`.

const clock = new TestClock(new Date('2026-11-24T12:00:00Z'));
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

/** Argentina and its neighbours, at a zoom where listings 60 px apart (0.66°) are grouped. */
const COUNTRY = 'bbox=-75,-50,-53,-21&zoom=7';
/** A few kilometres around Río Cuarto, close enough that nothing is grouped. */
const RIO_CUARTO = 'bbox=-64.37,-33.15,-64.33,-33.11&zoom=16';

const TITLES_NEAR_RIO_CUARTO = [
  'Agrícola Río Cuarto',
  'Alquiler Río Cuarto',
  'Ganadero Río Cuarto dos',
  'Ganadero Río Cuarto uno',
  'Tambero Río Cuarto',
];

const place = (name: string, lat: number | null, lng: number | null) => ({
  location: { name, lat, lng },
});

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.read });
  owner = await signedInUser(app);
  member = await signedInUser(app, { isAdmin: true });
  const listing = (title: string, extra: Partial<PropertyInput> & { status?: string } = {}) =>
    insertProperty(app.db, owner.user.id, { listing_title: title, ...extra });
  // Five fields within two kilometres of Río Cuarto (Córdoba), one of each kind.
  await listing('Ganadero Río Cuarto uno', { price: 1000, ...place('Río Cuarto', -33.13, -64.35) });
  await listing('Ganadero Río Cuarto dos', { price: 2000, ...place('Río Cuarto', -33.12, -64.36) });
  await listing('Tambero Río Cuarto', { price: 3000, ...place('Río Cuarto', -33.14, -64.34) });
  await listing('Agrícola Río Cuarto', {
    category: 'Agrícola',
    price: 4000,
    ...place('Río Cuarto', -33.125, -64.345),
  });
  await listing('Alquiler Río Cuarto', {
    operation: 'alquiler',
    hectares: 40,
    price: 5000,
    ...place('Río Cuarto', -33.135, -64.355),
  });
  await listing('Serrano en Mina Clavero', { price: 8000, ...place('Mina Clavero', -31.72, -65.01) });
  await listing('Agrícola en Pergamino', {
    category: 'Agrícola',
    state: 'Buenos Aires',
    price: 12000,
    ...place('Pergamino', -33.89, -60.57),
  });
  await listing('Chaqueño en Metán', { state: 'Salta', price: 300, ...place('Metán', -25.5, -64.97) });
  // Neither of these is on any map: paused by the team, and placed nowhere.
  await listing('Pausado en Río Cuarto', { status: 'paused', ...place('Río Cuarto', -33.13, -64.35) });
  await listing('Sin ubicación en Córdoba', place('', null, null));
});
afterAll(() => app.close());

const map = (query: string) => app.inject({ url: `/api/properties/map?${query}` });

async function mapOf(query: string): Promise<MapResponse> {
  const res = await map(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** How many listings the answer shows, grouped or not. */
const shown = (answer: MapResponse) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length;
const titles = (answer: MapResponse) => answer.points.map((point) => point.listing_title).sort();

describe('GET /api/properties/map', () => {
  it('groups nearby listings with their count and shows lone ones as markers with a card', async () => {
    const res = await map(COUNTRY);
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const answer: MapResponse = res.json();
    expect(answer.clusters).toHaveLength(1);
    const [group] = answer.clusters;
    expect(group!.count).toBe(5);
    expect(group!.lat).toBeCloseTo(-33.13, 1);
    expect(group!.lng).toBeCloseTo(-64.35, 1);
    expect(titles(answer)).toEqual(['Agrícola en Pergamino', 'Chaqueño en Metán', 'Serrano en Mina Clavero']);
    const pergamino = answer.points.find((point) => point.listing_title === 'Agrícola en Pergamino');
    expect(pergamino).toEqual({
      _id: expect.any(String),
      lat: -33.89,
      lng: -60.57,
      listing_title: 'Agrícola en Pergamino',
      price: 12000,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
      main_image_url: sampleListing.images[0],
    });
  });

  it('groups more as the map zooms out, and never counts a listing twice', async () => {
    for (const zoom of [2, 3, 4, 5, 6, 7]) {
      const answer = await mapOf(`bbox=-75,-50,-53,-21&zoom=${zoom}`);
      expect(shown(answer), `zoom ${zoom}`).toBe(8);
    }
    expect((await mapOf('bbox=-75,-50,-53,-21&zoom=3')).clusters.length).toBeLessThanOrEqual(2);
  });

  it('shows every listing on its own close up', async () => {
    const answer = await mapOf(RIO_CUARTO);
    expect(answer.clusters).toEqual([]);
    expect(titles(answer)).toEqual([
      'Agrícola Río Cuarto',
      'Alquiler Río Cuarto',
      'Ganadero Río Cuarto dos',
      'Ganadero Río Cuarto uno',
      'Tambero Río Cuarto',
    ]);
  });

  it('shows only what is inside the area', async () => {
    const answer = await mapOf('bbox=-61,-34.2,-60,-33.5&zoom=8');
    expect(answer.clusters).toEqual([]);
    expect(titles(answer)).toEqual(['Agrícola en Pergamino']);
    expect(shown(await mapOf('bbox=-50,-30,-45,-25&zoom=6'))).toBe(0);
  });

  it("takes the listing search's own filters", async () => {
    const cases: [string, string[]][] = [
      ['category=Agrícola', ['Agrícola Río Cuarto']],
      ['operation=alquiler', ['Alquiler Río Cuarto']],
      ['maxPrice=2000', ['Ganadero Río Cuarto dos', 'Ganadero Río Cuarto uno']],
      ['minPrice=2500&maxPrice=4500', ['Agrícola Río Cuarto', 'Tambero Río Cuarto']],
      ['hectares=0-50', ['Alquiler Río Cuarto']],
      ['search=tambero', ['Tambero Río Cuarto']],
      ['search=ganadero&maxPrice=1500', ['Ganadero Río Cuarto uno']],
      ['state=Buenos Aires,Salta', []],
      // Empty parameters mean "any", as in the listing search.
      ['category=&state=&search=', TITLES_NEAR_RIO_CUARTO],
    ];
    for (const [filters, expected] of cases) {
      expect(titles(await mapOf(`${RIO_CUARTO}&${encodeURI(filters)}`)), filters).toEqual(expected);
    }
    const far = await mapOf(`${COUNTRY}&state=${encodeURIComponent('Buenos Aires,Salta')}`);
    expect(titles(far)).toEqual(['Agrícola en Pergamino', 'Chaqueño en Metán']);
    // A text search counts on the wider map too, grouped or not.
    expect(titles(await mapOf(`${COUNTRY}&search=serrano`))).toEqual(['Serrano en Mina Clavero']);
    expect(shown(await mapOf(`${COUNTRY}&search=agricola`))).toBe(2);
  });
});

describe('GET /api/properties/map rejects bad input with 400 and a Spanish message', () => {
  const area = 'bbox=-65,-35,-60,-30';
  const cases: [string, string][] = [
    ['zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-65,-35,-60&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-65,-35,-60,-30,1&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=a,b,c,d&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-60,-35,-65,-30&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-65,-30,-60,-35&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-65,-95,-60,-30&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=-181,-35,-60,-30&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=1e2,-35,-60,-30&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    ['bbox=NaN,-35,-60,-30&zoom=5', MAP_SEARCH_TEXT.invalidBbox],
    [area, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=`, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=cinco`, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=-1`, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=5.5`, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=19`, MAP_SEARCH_TEXT.invalidZoom],
    [`${area}&zoom=99999999999999999999`, MAP_SEARCH_TEXT.invalidZoom],
    // Every listing of a continent as markers: not a map anybody sees.
    ['bbox=-180,-85,180,85&zoom=10', MAP_SEARCH_TEXT.areaTooLarge],
    [`${area}&zoom=5&category=Forestal`, VALIDATION.invalidCategory],
    [`${area}&zoom=5&minPrice=5000&maxPrice=1000`, VALIDATION.invalidPriceRange],
    [`${area}&zoom=5&state=Atl%C3%A1ntida`, VALIDATION.invalidState],
  ];
  for (const [query, message] of cases) {
    it(`?${query}`, async () => {
      const res = await map(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }
});

describe('the listing search by area (bbox)', () => {
  const search = async (query: string) => {
    const res = await app.inject({ url: `/api/properties/?limit=100&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { payload: { listing_title: string }[]; info: { total: number } };
  };

  it('lists only the listings inside the area, and counts them apart from the same search without it', async () => {
    expect((await search('category=Agr%C3%ADcola')).info.total).toBe(2);
    const inArea = await search('category=Agr%C3%ADcola&bbox=-64.5,-33.3,-64.2,-33');
    expect(inArea.payload.map((listing) => listing.listing_title)).toEqual(['Agrícola Río Cuarto']);
    expect(inArea.info.total).toBe(1);
    const all = await search('bbox=-64.5,-33.3,-64.2,-33');
    expect(all.payload.map((listing) => listing.listing_title).sort()).toEqual(TITLES_NEAR_RIO_CUARTO);
    expect(all.info.total).toBe(5);
  });

  it("finds the same by the area's edges in SQL (the way past 2,000 listings, and saved searches)", async () => {
    const query = propertySearchQuerySchema.parse({ bbox: '-64.5,-33.3,-64.2,-33', limit: '100' });
    const bySql = await searchProperties(app.db, query);
    expect(bySql.payload.map((listing) => listing.listing_title).sort()).toEqual(TITLES_NEAR_RIO_CUARTO);
    expect(bySql.info.total).toBe(5);
  });

  it('rejects a malformed area in Spanish', async () => {
    for (const bbox of ['1,2,3', '-60,-35,-65,-30', 'x']) {
      const res = await app.inject({ url: `/api/properties/?bbox=${bbox}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MAP_SEARCH_TEXT.invalidBbox);
    }
  });
});

describe('the map follows every write at once', () => {
  const TANDIL = 'bbox=-59.2,-37.4,-59.0,-37.2&zoom=10';
  const AZUL = 'bbox=-59.95,-36.85,-59.75,-36.7&zoom=10';
  const inTandil = async () => titles(await mapOf(TANDIL));
  const inAzul = async () => titles(await mapOf(AZUL));

  it('publish, move, pause, reactivate, expire and delete', async () => {
    expect(await inTandil()).toEqual([]);
    const images = await uploadPhotos(app, owner, [await jpegPhoto()]);
    const listing = {
      ...sampleListing,
      listing_title: 'Campo nuevo en Tandil',
      state: 'Buenos Aires',
      images,
      ...place('Cerca de Tandil, Buenos Aires', -37.32, -59.13),
    };
    const id = await publishListing(app, owner, listing);
    expect(await inTandil()).toEqual(['Campo nuevo en Tandil']);
    // The list of the same area too ('Buscar en esta zona').
    const listTandil = async () =>
      (await app.inject({ url: '/api/properties/?bbox=-59.2,-37.4,-59,-37.2' })).json();
    const listed = await listTandil();
    expect(listed.payload.map((p: { listing_title: string }) => p.listing_title)).toEqual([
      'Campo nuevo en Tandil',
    ]);
    expect(listed.info.total).toBe(1);
    // Filtered by the map's index: an edit out of the category leaves the list at once.
    const listTandilAs = async (category: string) =>
      (
        await app.inject({
          url: `/api/properties/?bbox=-59.2,-37.4,-59,-37.2&category=${encodeURIComponent(category)}`,
        })
      ).json() as Promise<{ payload: { listing_title: string }[]; info: { total: number } }>;
    expect((await listTandilAs('Ganadero')).info.total).toBe(1);
    const recategorised = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${owner.user.id}`,
      headers: owner.headers,
      payload: { ...listing, category: 'Agrícola' },
    });
    expect(recategorised.statusCode, recategorised.body).toBe(200);
    expect((await listTandilAs('Ganadero')).payload).toEqual([]);
    expect((await listTandilAs('Ganadero')).info.total).toBe(0);
    expect((await listTandilAs('Agrícola')).payload.map((p) => p.listing_title)).toEqual([
      'Campo nuevo en Tandil',
    ]);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${owner.user.id}`,
      headers: owner.headers,
      payload: {
        ...listing,
        listing_title: 'Campo nuevo en Azul',
        ...place('Cerca de Azul, Buenos Aires', -36.78, -59.86),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await inTandil()).toEqual([]);
    expect(await inAzul()).toEqual(['Campo nuevo en Azul']);

    const moderate = (status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${id}`,
        headers: member.headers,
        payload: { status, reason: status === 'active' ? undefined : 'Datos a revisar' },
      });
    expect((await moderate('paused')).statusCode).toBe(200);
    expect(await inAzul()).toEqual([]);
    expect((await moderate('active')).statusCode).toBe(200);
    expect(await inAzul()).toEqual(['Campo nuevo en Azul']);

    // Six months and a day later the schedule expires it.
    clock.advanceDays(200);
    await app.listingLifecycle.runOnce();
    expect(await inAzul()).toEqual([]);

    const second = await publishListing(app, owner, { ...listing, images: undefined });
    expect(await inTandil()).toEqual(['Campo nuevo en Tandil']);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${second}/${owner.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await inTandil()).toEqual([]);
    expect((await listTandil()).info.total).toBe(0);
  });
});

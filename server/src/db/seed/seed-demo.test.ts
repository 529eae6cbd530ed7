import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CATEGORIES,
  IMAGE_SIZES,
  imageVariant,
  PROFILE_TYPES,
  PROVINCES,
  youtubeVideoId,
  type ImageSize,
  type Property,
  type Province,
} from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { properties, users } from '../schema.ts';
import { buildDemoCatalogue } from './demo-catalogue.ts';
import { demoFileKey } from './demo-photos.ts';
import { seedDemoData } from './seed-demo.ts';

/** Rough boxes [south, north, west, east] around each province or country. */
const BOUNDS: Record<Province, [number, number, number, number]> = {
  'Buenos Aires': [-41.1, -33.2, -63.4, -56.6],
  Córdoba: [-35.0, -29.5, -65.8, -61.7],
  'Santa Fe': [-34.4, -28.0, -62.9, -58.8],
  'Entre Ríos': [-34.1, -30.1, -60.8, -57.8],
  Formosa: [-26.9, -22.0, -62.4, -57.5],
  Neuquén: [-41.1, -36.1, -71.95, -68.0],
  'San Luis': [-36.0, -32.0, -67.5, -64.9],
  'Santiago del Estero': [-30.0, -25.6, -65.2, -61.6],
  Catamarca: [-30.1, -25.1, -69.1, -64.8],
  Chaco: [-28.0, -24.1, -63.4, -58.3],
  Chubut: [-46.0, -42.0, -72.2, -63.6],
  'La Pampa': [-39.3, -35.0, -68.3, -63.4],
  'La Rioja': [-32.0, -28.0, -69.7, -65.4],
  Mendoza: [-37.6, -32.0, -70.6, -66.5],
  Tucumán: [-28.0, -26.0, -66.2, -64.5],
  'Río Negro': [-42.0, -37.5, -71.9, -62.8],
  Salta: [-26.4, -22.0, -68.6, -62.3],
  'San Juan': [-32.6, -28.4, -70.6, -67.0],
  Misiones: [-28.2, -25.5, -56.1, -53.6],
  Jujuy: [-24.6, -21.7, -67.3, -64.1],
  'Santa Cruz': [-52.4, -46.0, -73.6, -65.7],
  Paraguay: [-27.6, -19.3, -62.7, -54.2],
  Uruguay: [-35.0, -30.1, -58.5, -53.1],
  Bolivia: [-22.9, -9.7, -69.7, -57.4],
};

// Rendering the photo pool costs seconds of CPU; a fresh install does it once, and so does
// this file: the rendered files are kept between runs (files on disk are never redrawn).
const PHOTO_CACHE = path.join(tmpdir(), `tranquera-demo-photos-${demoFileKey('test-cache')}`);

let app: FastifyInstance;
let listings: Property[];
let dataDir: string;
let uploadsDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-seed-'));
  uploadsDir = path.join(dataDir, 'uploads');
  if (existsSync(PHOTO_CACHE)) cpSync(PHOTO_CACHE, path.join(uploadsDir, 'demo'), { recursive: true });
  app = await buildTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir });
  if (!existsSync(PHOTO_CACHE)) {
    const partial = `${PHOTO_CACHE}.${process.pid}`;
    cpSync(path.join(uploadsDir, 'demo'), partial, { recursive: true });
    // Renamed whole, so a run never sees half a cache; a parallel run may have won the race.
    try {
      renameSync(partial, PHOTO_CACHE);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  // Search pages carry cards: each listing is read whole from its detail endpoint.
  const res = await app.inject({ url: '/api/properties/?limit=100' });
  const cards: { _id: string }[] = res.json().payload;
  listings = await Promise.all(
    cards.map(
      async (card) => (await app.inject({ url: `/api/properties/get-property/${card._id}` })).json().property,
    ),
  );
}, 180_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe('demo catalogue', () => {
  it('lists about 60 live listings across every province, category and kind of offer', () => {
    expect(listings.length).toBeGreaterThanOrEqual(55);
    expect(listings.length).toBeLessThanOrEqual(65);
    expect(new Set(listings.map((p) => p.state))).toEqual(new Set(PROVINCES));
    expect(new Set(listings.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(listings.map((p) => p.operation))).toEqual(new Set(['venta', 'alquiler']));
    expect(new Set(listings.map((p) => p.currency))).toEqual(new Set(['USD', 'ARS']));
    expect(new Set(listings.map((p) => p.pricing_unit))).toEqual(new Set(['por Hectárea', 'Total']));
    expect(listings.filter((p) => p.price === 0).length).toBeGreaterThanOrEqual(2);
    const hectares = listings.map((p) => p.hectares);
    expect(Math.min(...hectares)).toBeLessThanOrEqual(25);
    expect(Math.max(...hectares)).toBeGreaterThanOrEqual(12000);
  });

  it('prices rentals per hectare and pesos at realistic levels', () => {
    for (const rental of listings.filter((p) => p.operation === 'alquiler')) {
      expect(rental.pricing_unit).toBe('por Hectárea');
      const usd = rental.currency === 'ARS' ? rental.price / 1200 : rental.price;
      expect(usd).toBeGreaterThan(10);
      expect(usd).toBeLessThan(1000);
    }
    // Pesos are pesos: a hectare for sale costs at least hundreds of thousands.
    for (const sale of listings.filter((p) => p.currency === 'ARS' && p.operation === 'venta')) {
      expect(sale.price_per_hectare).toBeGreaterThan(100_000);
    }
  });

  it('has video links in each of the four accepted YouTube forms', () => {
    const links = listings.map((p) => p.video_link).filter(Boolean);
    for (const form of [
      /youtube\.com\/watch\?v=/,
      /youtube\.com\/embed\//,
      /youtu\.be\//,
      /youtube\.com\/shorts\//,
    ]) {
      expect(links.some((link) => form.test(link))).toBe(true);
    }
    for (const link of links) expect(youtubeVideoId(link)).toMatch(/^[\w-]{11}$/);
  });

  it('has realistic texts, some reports and facility lists meaning "none"', () => {
    for (const p of listings) {
      expect(p.description.length).toBeGreaterThan(300);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(5);
      expect(p.nearest_town).not.toBe('');
      expect(p.access).not.toBe('');
    }
    expect(listings.some((p) => p.facilities[0] === 'false')).toBe(true);
    expect(listings.filter((p) => p.technical_report.startsWith('https://')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(listings.some((p) => p.technical_report === '')).toBe(true);
  });

  it('finds the Córdoba cattle field by accent-less words', async () => {
    const res = await app.inject({ url: '/api/properties/?search=cordoba%20ganadero' });
    const [first] = res.json().payload as Property[];
    expect(first).toMatchObject({
      listing_title: 'Campo ganadero en Córdoba',
      category: 'Ganadero',
      state: 'Córdoba',
    });
  });

  it('places every mapped listing inside its province or country', () => {
    const mapped = listings.filter((p) => p.location.lat !== null);
    expect(listings.length - mapped.length).toBeGreaterThanOrEqual(1);
    const outside = mapped.filter((p) => {
      const [south, north, west, east] = BOUNDS[p.state as Province];
      const { lat, lng } = p.location as { lat: number; lng: number };
      return lat < south || lat > north || lng < west || lng > east;
    });
    expect(outside.map((p) => p.listing_title)).toEqual([]);
    for (const p of listings) expect(p.location.name).toBe(`Cerca de ${p.nearest_town}, ${p.state}`);
  });

  it('spreads publication over months and recommends a dozen across categories', async () => {
    const days = listings.map((p) => (Date.now() - Date.parse(p.created_at)) / 86_400_000);
    expect(Math.min(...days)).toBeLessThan(7);
    expect(Math.max(...days)).toBeGreaterThan(90);
    const res = await app.inject({ url: '/api/properties/get-recommended' });
    const recommended = (res.json().properties as Property[]).filter((p) => p.recommended);
    expect(recommended.length).toBeGreaterThanOrEqual(10);
    expect(recommended.length).toBeLessThanOrEqual(15);
    expect(new Set(recommended.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it('has owners of every profile type, one without a type and one without a picture', async () => {
    const owners = await app.db.select().from(users);
    expect(new Set(owners.map((u) => u.profile))).toEqual(new Set([...PROFILE_TYPES, null]));
    expect(owners.some((u) => u.profileImage === null)).toBe(true);
    for (const owner of owners) {
      expect(owner.emailAddress).toMatch(/@example\.com$/);
      expect(owner.username).toMatch(/^[a-z]+\d{2}$/);
      if (owner.profileImage) {
        const meta = await sharp(fileOf(owner.profileImage)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      }
    }
  });

  it('gives every listing 3 to 6 real photos in the three stored sizes', async () => {
    const urls = new Set<string>();
    for (const p of listings) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(6);
      expect(p.main_image_url).toBe(p.images[0]);
      for (const url of p.images) urls.add(url);
    }
    expect(urls.size).toBeGreaterThanOrEqual(25);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[0-9a-f]{20}-lg\.webp$/);
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        const meta = await sharp(fileOf(imageVariant(url, size))).metadata();
        const { width, height } = IMAGE_SIZES[size];
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      }
    }
    const served = await app.inject({ url: imageVariant(listings[0]!.main_image_url, 'card') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('adds nothing when run again', async () => {
    const owners = await app.db.$count(users);
    await seedDemoData(app.db, { uploadsDir, log: app.log });
    expect(await app.db.$count(users)).toBe(owners);
    expect(await app.db.$count(properties)).toBe(listings.length);
  });

  it('shows the same catalogue on every install', async () => {
    // Rebuilt now, it must match what was stored earlier: nothing depends on chance or time.
    const fresh = buildDemoCatalogue(Date.now()).listings.map(({ data }) => [
      data.listing_title,
      data.description,
      data.images,
    ]);
    const stored = listings.map((p) => [p.listing_title, p.description, p.images]);
    expect(stored.sort()).toEqual(fresh.sort());
  });
});

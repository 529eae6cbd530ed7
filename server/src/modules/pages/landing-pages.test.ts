import {
  CATEGORIES,
  type Landing,
  landingOfQuery,
  landingPath,
  landingSlugs,
  landingTitle,
  OPERATIONS,
  PROVINCES,
  parseLandingSlugs,
} from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createWebDist } from '../../test/web-dist.ts';

// Clean search addresses (issue 11): /campos/{operation}/{province}/{land use}, any of them.

const every: Landing[] = [];
for (const operation of [undefined, ...OPERATIONS])
  for (const state of [undefined, ...PROVINCES])
    for (const category of [undefined, ...CATEGORIES]) {
      if (operation || state || category)
        every.push({
          ...(operation && { operation }),
          ...(state && { state }),
          ...(category && { category }),
        });
    }

describe('landing addresses', () => {
  it('read back as the landing they were made from, for every combination', () => {
    for (const landing of every) expect(parseLandingSlugs(landingSlugs(landing))).toEqual(landing);
    expect(landingPath({ operation: 'venta', state: 'Entre Ríos', category: 'Agrícola' })).toBe(
      '/campos/venta/entre-rios/agricola',
    );
  });

  it('name nothing out of order, unknown or empty', () => {
    for (const slugs of [
      '',
      'cordoba/venta',
      'ganadero/cordoba',
      'atlantida',
      'cordoba/ganadero/x',
      'venta/venta',
    ])
      expect(parseLandingSlugs(slugs), slugs).toBeNull();
  });

  it('are the canonical address of the same search on /listing-properties, and only of it', () => {
    expect(landingOfQuery(new URLSearchParams('state=Córdoba&category=Ganadero'))).toEqual({
      state: 'Córdoba',
      category: 'Ganadero',
    });
    expect(landingOfQuery(new URLSearchParams('state=Córdoba,Santa Fe'))).toBeNull();
    expect(landingOfQuery(new URLSearchParams('state=Córdoba&search=laguna'))).toBeNull();
    expect(landingOfQuery(new URLSearchParams(''))).toBeNull();
  });

  it('have a Spanish title', () => {
    expect(landingTitle({ operation: 'venta', state: 'Córdoba', category: 'Ganadero' })).toBe(
      'Campos ganaderos en venta en Córdoba',
    );
    expect(landingTitle({ state: 'Uruguay' })).toBe('Campos en Uruguay');
  });
});

describe('landing pages on the server', () => {
  const webDist = createWebDist();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST: webDist.dir });
    const seller = await insertUser(app.db);
    await insertProperty(app.db, seller.id, { operation: 'alquiler', state: 'Salta', category: 'Mixto' });
  });
  afterAll(async () => {
    await app.close();
    webDist.remove();
  });

  it('answer with their own title, description and canonical address, or 404', async () => {
    const page = await app.inject({ url: '/campos/alquiler/salta/mixto' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Campos mixtos en alquiler en Salta - Tranquera</title>');
    expect(page.body).toContain(
      '<link rel="canonical" href="http://tranquera.test/campos/alquiler/salta/mixto" />',
    );
    expect(page.body).toContain('"name":"Campos mixtos en alquiler en Salta"');
    for (const missing of ['/campos/atlantida', '/campos/salta/venta', '/campos'])
      expect((await app.inject({ url: missing })).statusCode, missing).toBe(404);
  });

  it('are the canonical address of the same search on /listing-properties', async () => {
    const same = await app.inject({ url: '/listing-properties?state=Salta&category=Mixto' });
    expect(same.body).toContain('<link rel="canonical" href="http://tranquera.test/campos/salta/mixto" />');
    const other = await app.inject({ url: '/listing-properties?state=Salta&search=laguna' });
    expect(other.body).toContain('<link rel="canonical" href="http://tranquera.test/listing-properties" />');
  });

  it('lists the landings of live listings and no empty one', async () => {
    const body = (await app.inject({ url: '/sitemap.xml' })).body;
    const landings = [...body.matchAll(/<loc>http:\/\/tranquera\.test(\/campos\/[^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(landings.sort()).toEqual(
      [
        '/campos/alquiler',
        '/campos/alquiler/salta',
        '/campos/alquiler/salta/mixto',
        '/campos/alquiler/mixto',
        '/campos/salta',
        '/campos/salta/mixto',
        '/campos/mixto',
      ].sort(),
    );
  });
});

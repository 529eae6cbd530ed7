import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRow, UserRow } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createWebDist } from '../../test/web-dist.ts';

const site = 'http://tranquera.test';
const webDist = createWebDist();
let app: FastifyInstance;
let seller: UserRow;
let listing: PropertyRow;
let paused: PropertyRow;
let remoteImage: PropertyRow;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  seller = await insertUser(app.db, {
    firstName: 'Rocío',
    lastName: 'Fernández',
    username: 'rociof42',
    description: 'Inmobiliaria rural en el sur de Córdoba.',
    profileImage: '/uploads/rocio-lg.webp',
  });
  listing = await insertProperty(app.db, seller.id, {
    listing_title: 'Campo ganadero en Córdoba',
    description: `Campo ganadero con buenas aguadas y monte. ${'Alambrado perimetral nuevo, manga y casa. '.repeat(8)}`,
    images: ['/uploads/listing/photo-1-lg.webp', '/uploads/listing/photo-2-lg.webp'],
  });
  paused = await insertProperty(app.db, seller.id, { listing_title: 'Campo pausado', status: 'paused' });
  remoteImage = await insertProperty(app.db, seller.id, {
    listing_title: 'Campo con foto externa',
    images: ['https://cdn.example.com/foto.jpg'],
  });
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

/** The `content` of a `<meta>` by name or property, as the browser would read it. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ? decodeEntities(match[1]) : undefined;
}
const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const title = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const page = (url: string) => app.inject({ url });

describe('HTML shell of /property/{id}', () => {
  it("carries the listing's title, description, canonical link and Open Graph tags", async () => {
    const res = await page(`/property/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(title(html)).toBe('Campo ganadero en Córdoba - Tranquera');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const description = meta(html, 'description') ?? '';
    expect(description.startsWith('Campo ganadero con buenas aguadas y monte.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(canonical(html)).toBe(`${site}/property/${listing.id}`);
    expect(meta(html, 'og:title')).toBe('Campo ganadero en Córdoba - Tranquera');
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`${site}/property/${listing.id}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${site}/uploads/listing/photo-1-lg.webp`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="site-config">');
  });

  it('answers a broken escape in the address with 400, not an error page', async () => {
    const res = await page('/property/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Los datos enviados no son válidos.' });
  });

  it('keeps an image that is already absolute', async () => {
    const res = await page(`/property/${remoteImage.id}`);
    expect(meta(res.body, 'og:image')).toBe('https://cdn.example.com/foto.jpg');
  });

  for (const [name, path] of [
    ['an unknown id', '/property/3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f'],
    ['a malformed id', '/property/abc'],
    ['a paused listing', '/property/PAUSED'],
  ] as const) {
    it(`answers ${name} with the shell and status 404`, async () => {
      const res = await page(path.replace('PAUSED', paused.id));
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(title(res.body)).toBe('Página no encontrada - Tranquera');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(canonical(res.body)).toBeUndefined();
    });
  }
});

describe('HTML shell of /user/{username}', () => {
  it("carries the seller's name, description, canonical link and photo", async () => {
    const res = await page('/user/rociof42');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Rocío Fernández - Tranquera');
    expect(meta(res.body, 'description')).toBe('Inmobiliaria rural en el sur de Córdoba.');
    expect(canonical(res.body)).toBe(`${site}/user/rociof42`);
    expect(meta(res.body, 'og:type')).toBe('profile');
    expect(meta(res.body, 'og:image')).toBe(`${site}/uploads/rocio-lg.webp`);
  });

  it('answers an unknown username with the shell and status 404', async () => {
    const res = await page('/user/nadie123');
    expect(res.statusCode).toBe(404);
    expect(title(res.body)).toBe('Usuario no encontrado - Tranquera');
  });
});

describe('HTML-special characters in a listing', () => {
  it('cannot inject markup through the title or description', async () => {
    const hostileTitle = `</title><script>alert(1)</script> "Lote" & 'anexo' $' $& <b>`;
    const hostile = await insertProperty(app.db, seller.id, {
      listing_title: hostileTitle,
      description: `"><script>alert(2)</script><meta http-equiv="refresh" content="0"> descripción larga del lote.`,
    });
    const res = await page(`/property/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<meta http-equiv');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    // `$'` and `$&` are replacement patterns of String.replace; they must stay literal.
    expect(title(html)).toBe(`${hostileTitle} - Tranquera`);
    expect(meta(html, 'og:title')).toBe(`${hostileTitle} - Tranquera`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});

describe('other routes of the web app', () => {
  it('serves the home page and known routes with the site title', async () => {
    for (const path of ['/', '/listing-properties?search=campo', '/login', '/edit-property/x']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(title(res.body)).toBe('Tranquera');
    }
    expect(canonical((await page('/listing-properties?search=campo')).body)).toBe(
      `${site}/listing-properties`,
    );
  });

  it('names the market prices page in its head, for crawlers and shares', async () => {
    const res = await page('/precios?state=C%C3%B3rdoba');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('¿Cuánto vale un campo? - Tranquera');
    expect(res.body).toContain('Precio pedido por hectárea de los campos en venta y en alquiler');
  });

  it('answers HEAD like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/listing-properties' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown page with the shell and 404, and unknown files or API paths with JSON', async () => {
    const unknown = await page('/campos-baratos');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    for (const path of ['/api/nada', '/assets/missing.js', '/uploads/missing.webp']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: 'El recurso solicitado no existe.' });
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await page('/assets/app-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('/robots.txt', () => {
  it('disallows private areas, keeps the public API crawlable and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/post-property',
      '/edit-property/',
      '/my-properties',
      '/profile',
      '/chats',
      '/configuration',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/properties/');
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  it('lists every live listing and seller, and no hidden listing', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${site}/`);
    expect(locs).toContain(`${site}/listing-properties`);
    expect(locs).toContain(`${site}/property/${listing.id}`);
    expect(locs).toContain(`${site}/property/${remoteImage.id}`);
    expect(locs).not.toContain(`${site}/property/${paused.id}`);
    expect(locs).toContain(`${site}/user/rociof42`);
    const listings = locs.filter((loc) => loc?.includes('/property/'));
    const live = await app.inject({ url: `/api/properties/?limit=100&userId=${seller.id}` });
    expect(listings.length).toBe(live.json().info.total);
    expect(res.body).toMatch(new RegExp(`/property/${listing.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRow, UserRow } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createWebDist } from '../../test/web-dist.ts';
import { metaForPath } from './page-meta.ts';
import { type JsonLd, SITE_IMAGES } from './structured-data.ts';

const site = 'http://tranquera.test';
const defaultImage = `${site}/images/og-default.jpg`;
const webDist = createWebDist();
let app: FastifyInstance;
let agency: UserRow;
let owner: UserRow;
let listing: PropertyRow;
let rental: PropertyRow;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  agency = await insertUser(app.db, {
    firstName: 'Rocío',
    lastName: 'Fernández',
    username: 'rociof42',
    emailAddress: 'rocio.privado@example.com',
    phoneNumber: '5493584440000',
    profile: 'Inmobiliaria',
    description: 'Inmobiliaria rural en el sur de Córdoba.',
    profileImage: '/uploads/rocio-lg.webp',
  });
  owner = await insertUser(app.db, {
    firstName: 'Julián',
    lastName: 'Benítez',
    username: 'julianb',
    profile: 'Propietario (Dueño Directo)',
  });
  listing = await insertProperty(app.db, agency.id, {
    listing_title: 'Campo ganadero en Córdoba',
    category: 'Ganadero',
    operation: 'venta',
    price: 2500,
    currency: 'USD',
    pricing_unit: 'por Hectárea',
    hectares: 350,
    nearest_town: 'Río Cuarto',
    state: 'Córdoba',
    images: ['/uploads/listing/photo-1-lg.webp', '/uploads/listing/photo-2-lg.webp'],
    location: { name: 'Cerca de Río Cuarto, Córdoba', lat: -33.13, lng: -64.35 },
  });
  rental = await insertProperty(app.db, owner.id, {
    listing_title: 'Campo agrícola en alquiler',
    category: 'Agrícola',
    operation: 'alquiler',
    price: 90000000,
    currency: 'ARS',
    pricing_unit: 'Total',
    hectares: 120.5,
    nearest_town: 'Filadelfia',
    state: 'Paraguay',
    images: ['https://cdn.example.com/foto.jpg'],
    location: { name: '', lat: null, lng: null },
  });
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

const page = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** Every ld+json block of the page, parsed as a search engine would. */
function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}
const ofType = (html: string, type: string) => jsonLdBlocks(html).filter((block) => block['@type'] === type);
function single(html: string, type: string): JsonLd {
  const blocks = ofType(html, type);
  expect(blocks, type).toHaveLength(1);
  return blocks[0] as JsonLd;
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

describe('JSON-LD of /property/{id}', () => {
  it('describes the listing as a RealEstateListing with its offer, land and seller', async () => {
    const html = await page(`/property/${listing.id}`);
    const url = `${site}/property/${listing.id}`;
    const data = single(html, 'RealEstateListing');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@id': url,
      url,
      name: 'Campo ganadero en Córdoba',
      description: listing.description,
      inLanguage: 'es-AR',
      image: [`${site}/uploads/listing/photo-1-lg.webp`, `${site}/uploads/listing/photo-2-lg.webp`],
      datePosted: listing.createdAt.toISOString(),
      about: {
        '@type': 'Place',
        '@id': `${url}#campo`,
        name: 'Cerca de Río Cuarto, Córdoba',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Río Cuarto',
          addressRegion: 'Córdoba',
          addressCountry: 'AR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -33.13, longitude: -64.35 },
        additionalProperty: { '@type': 'PropertyValue', value: 350, unitCode: 'HAR' },
      },
      contentLocation: { '@id': `${url}#campo` },
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url,
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
      availability: 'https://schema.org/InStock',
      price: 2500,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 2500,
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'HAR' },
      },
      // Name and profile page only: never the e-mail address or phone number.
      seller: { '@type': 'RealEstateAgent', name: 'Rocío Fernández', url: `${site}/user/rociof42` },
    });
    expect(html).not.toContain('rocio.privado@example.com');
    expect(html).not.toContain('5493584440000');
  });

  it('states a lease, a total price in pesos, the country and no coordinates it does not have', async () => {
    const html = await page(`/property/${rental.id}`);
    const data = single(html, 'RealEstateListing');
    expect(data.image).toEqual(['https://cdn.example.com/foto.jpg']);
    expect(data.about).toMatchObject({
      name: 'Filadelfia, Paraguay',
      address: { '@type': 'PostalAddress', addressLocality: 'Filadelfia', addressCountry: 'PY' },
    });
    expect(data.about).not.toHaveProperty('geo');
    expect(data.about).not.toHaveProperty('address.addressRegion');
    expect(data.offers).toMatchObject({
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      price: 90000000,
      priceCurrency: 'ARS',
      priceSpecification: { referenceQuantity: { value: 120.5, unitCode: 'HAR' } },
      seller: { '@type': 'Person', name: 'Julián Benítez', url: `${site}/user/julianb` },
    });
  });

  it('leaves the price out when it is on request (0), rather than offering the land for free', async () => {
    const onRequest = await insertProperty(app.db, owner.id, {
      listing_title: 'Campo a consultar',
      price: 0,
    });
    const offer = single(await page(`/property/${onRequest.id}`), 'RealEstateListing').offers;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock' });
  });

  it('carries the breadcrumb of the page: Inicio › Campos › category › listing', async () => {
    const html = await page(`/property/${rental.id}`);
    expect(single(html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Campos', item: `${site}/listing-properties` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Agrícola',
        item: `${site}/listing-properties?category=Agr%C3%ADcola`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Campo agrícola en alquiler',
        item: `${site}/property/${rental.id}`,
      },
    ]);
    expect(jsonLdBlocks(html)).toHaveLength(2);
  });

  it("shares the listing's first photo, described by its title", async () => {
    const html = await page(`/property/${listing.id}`);
    expect(meta(html, 'og:image')).toBe(`${site}/uploads/listing/photo-1-lg.webp`);
    expect(meta(html, 'og:image:alt')).toBe('Campo ganadero en Córdoba');
    // Stored photos keep their proportions: the size is not known without reading the file.
    expect(meta(html, 'og:image:width')).toBeUndefined();
  });

  it('keeps a title that tries to close the script element inside the JSON', async () => {
    const hostileTitle = 'Lote </script><script>alert(1)</script> <!-- y anexo';
    const hostile = await insertProperty(app.db, owner.id, { listing_title: hostileTitle });
    const html = await page(`/property/${hostile.id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- y anexo');
    // The two blocks, the site config and the app's module script: nothing more.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(single(html, 'RealEstateListing').name).toBe(hostileTitle);
    expect(single(html, 'BreadcrumbList').itemListElement).toContainEqual(
      expect.objectContaining({ position: 4, name: hostileTitle }),
    );
  });
});

describe('JSON-LD of /user/{username}', () => {
  it('is a ProfilePage about a RealEstateAgent for an agency, with name, address and photo', async () => {
    const html = await page('/user/rociof42');
    const data = single(html, 'ProfilePage');
    expect(data).toMatchObject({ '@context': 'https://schema.org', url: `${site}/user/rociof42` });
    expect(data.mainEntity).toEqual({
      '@type': 'RealEstateAgent',
      '@id': `${site}/user/rociof42#seller`,
      name: 'Rocío Fernández',
      alternateName: 'rociof42',
      url: `${site}/user/rociof42`,
      description: 'Inmobiliaria rural en el sur de Córdoba.',
      image: `${site}/uploads/rocio-lg.webp`,
    });
    expect(html).not.toContain('rocio.privado@example.com');
    expect(html).not.toContain('5493584440000');
  });

  it('is about a Person for an owner, and shares the default image when there is no photo', async () => {
    const html = await page('/user/julianb');
    expect(single(html, 'ProfilePage').mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Julián Benítez',
    });
    expect(single(html, 'ProfilePage').mainEntity).not.toHaveProperty('image');
    expect(meta(html, 'og:image')).toBe(defaultImage);
  });
});

describe('JSON-LD of the home page', () => {
  it('names the WebSite with its search and the Organization with its logo', async () => {
    const html = await page('/');
    const website = single(html, 'WebSite');
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Tranquera',
      url: `${site}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${site}/listing-properties?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(single(html, 'Organization')).toMatchObject({
      name: 'Tranquera',
      url: `${site}/`,
      logo: `${site}/images/logo.png`,
    });
  });
});

describe('JSON-LD of /listing-properties', () => {
  it('carries the breadcrumb Inicio › Campos', async () => {
    const html = await page('/listing-properties?search=campo');
    expect(single(html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Campos', item: `${site}/listing-properties` },
    ]);
  });

  it('adds the category when the search is filtered by a known one', async () => {
    const crumbs = async (url: string) => {
      const [breadcrumb] = (await metaForPath(app, url)).jsonLd ?? [];
      return ((breadcrumb?.itemListElement ?? []) as JsonLd[]).map((crumb) => crumb.name);
    };
    expect(await crumbs('/listing-properties?category=Agr%C3%ADcola&search=x')).toEqual([
      'Inicio',
      'Campos',
      'Agrícola',
    ]);
    expect(await crumbs('/listing-properties?category=Lunar')).toEqual(['Inicio', 'Campos']);
    expect(await crumbs('/listing-properties?category=%E0%A4%A')).toEqual(['Inicio', 'Campos']);
  });
});

describe('og:image of pages without a photo of their own', () => {
  it('is the default share image, with its size and a description', async () => {
    for (const url of ['/', '/terms-of-service', '/listing-properties', '/contact']) {
      const html = await page(url);
      expect(meta(html, 'og:image'), url).toBe(defaultImage);
      expect(meta(html, 'og:image:width'), url).toBe('1200');
      expect(meta(html, 'og:image:height'), url).toBe('630');
      expect(meta(html, 'og:image:alt'), url).toMatch(/^Tranquera: campos en venta y alquiler/);
      expect(meta(html, 'twitter:card'), url).toBe('summary_large_image');
    }
    const missing = await app.inject({ url: '/campos-baratos' });
    expect(missing.statusCode).toBe(404);
    expect(meta(missing.body, 'og:image')).toBe(defaultImage);
    expect(jsonLdBlocks(missing.body)).toEqual([]);
  });

  it('exists in web/public with the size the tags announce', async () => {
    const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
    for (const image of Object.values(SITE_IMAGES)) {
      const file = await sharp(path.join(publicDir, image.path)).metadata();
      expect([file.width, file.height], image.path).toEqual([image.width, image.height]);
    }
  });
});

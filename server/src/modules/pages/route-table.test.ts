import {
  hasParam as pageHasParam,
  landingSlugs,
  matchPage,
  PAGE_NAMES,
  PAGES,
  type PageName,
  type Province,
} from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { PRIVATE_CACHE, PUBLIC_CACHE } from '../../http-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createWebDist } from '../../test/web-dist.ts';

// The route table (contracts/src/routes.ts) is what the web router, the links and this server
// all read; these tests hold the server's answers, robots.txt and the sitemap to it.

const site = 'http://tranquera.test';
const webDist = createWebDist();
let app: FastifyInstance;
/** A path that opens each page: real records where the server looks them up. */
const samples = {} as Record<PageName, string>;

const withParam = (name: PageName) => PAGES[name].link as (param: string, query?: object) => string;
const hasParam = (name: PageName) => pageHasParam(PAGES[name]);

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  const seller = await insertUser(app.db, { username: 'tablaseller7' });
  const listing = await insertProperty(app.db, seller.id);
  const records: Partial<Record<PageName, string>> = {
    propertyDetail: listing.id,
    userPage: seller.username,
    // The landing of the listing's province: one the sitemap lists.
    landing: landingSlugs({ state: listing.state as Province }),
  };
  for (const name of PAGE_NAMES) {
    samples[name] = hasParam(name) ? withParam(name)(records[name] ?? 'abc') : PAGES[name].path;
  }
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

describe('the route table', () => {
  it('links to every page with an address its own pattern matches, parameter and all', () => {
    const awkward = 'José María/ñ?#%&+ ~';
    for (const name of PAGE_NAMES) {
      const link = hasParam(name) ? withParam(name)(awkward) : (PAGES[name].link as () => string)();
      const match = matchPage(link);
      expect(match?.name, link).toBe(name);
      if (hasParam(name)) {
        expect(Object.values(match?.params ?? {}).map(decodeURIComponent), link).toEqual([awkward]);
      } else {
        expect(link).toBe(PAGES[name].path);
        if (link !== '/') expect(matchPage(`${link}/`)?.name, 'trailing slash').toBe(name);
      }
    }
  });

  it('encodes a query as URLSearchParams does, leaving out missing values', () => {
    const query = { category: 'Agrícola', search: "campo (norte) ~ 100% *ok* it's!", initial: 'true' };
    expect(PAGES.listingProperties.link(query)).toBe(`/listing-properties?${new URLSearchParams(query)}`);
    expect(PAGES.changePassword.link({ email: undefined })).toBe('/change-password');
    expect(PAGES.changePassword.link('step=2&email=a%40b.c')).toBe('/change-password?step=2&email=a%40b.c');
    expect(PAGES.changeEmail.link('u1', { mail: 'a+b@c.d', usr: 't.k' })).toBe(
      '/change-email/u1?mail=a%2Bb%40c.d&usr=t.k',
    );
  });

  it('names each path once, and never indexes or shares a protected page', () => {
    expect(new Set(PAGE_NAMES.map((name) => PAGES[name].path)).size).toBe(PAGE_NAMES.length);
    for (const name of PAGE_NAMES.filter((n) => PAGES[n].access === 'protected')) {
      expect(PAGES[name].personal, name).toBe(true);
      expect(PAGES[name].indexable, name).toBe(false);
    }
  });

  it('matches nothing else: those paths are the 404 page', () => {
    for (const path of ['/campos-baratos', '//', '/property', '/property/', '/property/a/b', '/LOGIN']) {
      expect(matchPage(path), path).toBeNull();
    }
  });
});

describe('the server answers every page of the table', () => {
  it('with the HTML shell, shared caches only for pages that are not personal', async () => {
    for (const name of PAGE_NAMES) {
      const res = await app.inject({ url: samples[name] });
      expect(res.statusCode, samples[name]).toBe(200);
      expect(res.body, samples[name]).toContain('<div id="root"></div>');
      expect(res.headers['cache-control'], samples[name]).toBe(
        PAGES[name].personal ? PRIVATE_CACHE : PUBLIC_CACHE,
      );
    }
  });

  it('and any other path with the shell and 404', async () => {
    const res = await app.inject({ url: '/mis-campos' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('robots.txt and the sitemap follow the table', () => {
  it('disallows every personal page and no other page', async () => {
    const lines = (await app.inject({ url: '/robots.txt' })).body.split('\n');
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const name of PAGE_NAMES) {
      const blocked = disallowed.some((prefix) => samples[name].startsWith(prefix));
      expect(blocked, samples[name]).toBe(PAGES[name].personal);
    }
  });

  it('lists the indexable pages, and only them', async () => {
    const body = (await app.inject({ url: '/sitemap.xml' })).body;
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').slice(site.length));
    for (const name of PAGE_NAMES) {
      expect(paths.includes(samples[name]), samples[name]).toBe(PAGES[name].indexable);
    }
    for (const path of paths) {
      const page = matchPage(path);
      expect(page && PAGES[page.name].indexable, path).toBe(true);
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../db/seed/factories.ts';
import { buildTestApp } from './build-test-app.ts';
import { createWebDist } from './web-dist.ts';

const webDist = createWebDist();
let app: FastifyInstance;
let listingUrl: string;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  const seller = await insertUser(app.db);
  listingUrl = `/property/${(await insertProperty(app.db, seller.id)).id}`;
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

/** The policy as a map of directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['the home page', '/'],
    ['a property page', () => listingUrl],
    ['an API call', '/api/properties/?limit=1'],
    ['an unknown API path', '/api/nada'],
  ])('are on %s', async (_, url) => {
    const res = await app.inject({ url: typeof url === 'function' ? url() : url });
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Served over plain HTTP (PUBLIC_URL http://…): no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keep every script of the page shell out of line', async () => {
    const html = (await app.inject({ url: '/' })).body;
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(
      inlineScripts.every((attributes) => /type="application\/(ld\+)?json"/.test(attributes ?? '')),
    ).toBe(true);
  });

  it('add HSTS and upgrade requests when the site is public over HTTPS', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://tranquera.example' });
    try {
      const res = await secure.inject({ url: '/api/properties/?limit=1' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policy(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

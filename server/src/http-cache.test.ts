import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from './db/seed/factories.ts';
import { PRIVATE_CACHE, PUBLIC_CACHE } from './http-cache.ts';
import { signedInUser } from './test/sessions.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { createWebDist } from './test/web-dist.ts';

let app: FastifyInstance;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let listingId: string;
const web = createWebDist();

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: web.dir });
  seller = await signedInUser(app, { firstName: 'Ana', lastName: 'Gómez' });
  listingId = (await insertProperty(app.db, seller.user.id, { listing_title: 'Campo en Azul' })).id;
  await insertProperty(app.db, seller.user.id, { listing_title: 'Chacra en Tandil' });
  app.catalogue.bump(); // the factory wrote outside a request
});
afterAll(async () => {
  await app.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('HTTP caching of public reads', () => {
  it('answers public listings with an ETag, a CDN-friendly Cache-Control and 304 when unchanged', async () => {
    for (const url of [
      '/api/properties/?category=Ganadero',
      '/api/properties/?search=campo&page=1',
      `/api/properties/get-property/${listingId}`,
      '/api/properties/get-recommended',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE);
      // The owner and the team get more from these with their token: caches key by it.
      expect(String(first.headers.vary), url).toMatch(/\bAuthorization\b/i);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('keeps anything a token sees, and every write, out of shared caches', async () => {
    const withToken = await get('/api/properties/?category=Ganadero', seller.headers);
    expect(withToken.headers['cache-control']).toBe(PRIVATE_CACHE);
    const messages = await get(`/api/messages/get-messages/${seller.user.id}`, seller.headers);
    expect(messages.statusCode).toBe(200);
    expect(messages.headers['cache-control']).toBe(PRIVATE_CACHE);
    const denied = await get(`/api/messages/get-messages/${seller.user.id}`);
    expect(denied.headers['cache-control']).toBe(PRIVATE_CACHE);
  });

  it('serves the HTML shell of public pages as public and of personal pages as private', async () => {
    expect((await get('/listing-properties')).headers['cache-control']).toBe(PUBLIC_CACHE);
    expect((await get(`/property/${listingId}`)).headers['cache-control']).toBe(PUBLIC_CACHE);
    expect((await get('/my-properties')).headers['cache-control']).toBe(PRIVATE_CACHE);
  });
});

describe('remembered pages after a write', () => {
  it('never answers a landing page or a listing as it was before an acknowledged write', async () => {
    const landing = '/api/properties/?limit=12';
    const before = await get(landing);
    expect(before.json().payload.map((p: { _id: string }) => p._id)).toContain(listingId);
    expect((await get('/api/properties/get-recommended')).json().properties).toHaveLength(2);

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${seller.user.id}`,
      headers: seller.headers,
      payload: { first_name: 'Anabel', last_name: 'Gómez', username: seller.user.username },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = await get(landing, { 'if-none-match': String(before.headers.etag) });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.json().payload[0].user_id.first_name).toBe('Anabel');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${listingId}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await get(landing);
    expect(after.json().payload.map((p: { _id: string }) => p._id)).not.toContain(listingId);
    expect(after.json().info.total).toBe(1);
    expect((await get('/api/properties/get-recommended')).json().properties).toHaveLength(1);
    expect((await get(`/api/properties/get-property/${listingId}`)).statusCode).toBe(404);
  });
});

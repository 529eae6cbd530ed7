import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../db/seed/factories.ts';
import { buildTestApp } from './build-test-app.ts';
import { createWebDist } from './web-dist.ts';

const webDist = createWebDist();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  const owner = await insertUser(app.db);
  for (let i = 0; i < 12; i++) await insertProperty(app.db, owner.id, { listing_title: `Campo ${i}` });
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

const list = (encoding?: string) =>
  app.inject({ url: '/api/properties/', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('response compression', () => {
  it('gzips a large JSON answer when the client accepts gzip', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('prefers brotli when the client accepts it', async () => {
    const res = await list('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).payload).toHaveLength(12);
  });

  it('compresses the HTML shell and static assets too', async () => {
    const shell = await app.inject({ url: '/listing-properties', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(shell.rawPayload).toString()).toContain('<div id="root"></div>');
    const asset = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({
      url: '/api/properties/get-property/nada',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

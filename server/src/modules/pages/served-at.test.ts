import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TestClock } from '../../test/build-test-app.ts';
import { createWebDist } from '../../test/web-dist.ts';

const clock = new TestClock(new Date('2026-11-27T12:00:00Z'));
let app: FastifyInstance;

// A stand-in for web/dist-ssr (the API tests run without a Vite build): it renders the address and
// counts its renders, with query data stamped as TanStack Query's dehydrate would.
const RENDER_STAMP = 1_795_000_000_000;
const webDist = createWebDist(`let renders = 0;
export async function renderPage({ url }) {
  renders += 1;
  return {
    pipe(sink) { sink.end('<p>render ' + renders + ' of ' + url + '</p>'); },
    state: { mutations: [], queries: [{ queryKey: ['x'], state: { dataUpdatedAt: ${RENDER_STAMP} } }] },
  };
}
`);
beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir }, { clock: clock.read });
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

const servedAt = (header: unknown) => Number(/^served-at;desc="(\d+)"$/.exec(String(header))?.[1]);

describe('a server-rendered page kept in memory', () => {
  it('says when it was sent, so the browser counts its freshness from then and not from the render', async () => {
    const first = await app.inject({ url: '/terms-of-service' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<p>render 1 of /terms-of-service</p>');
    expect(servedAt(first.headers['server-timing'])).toBe(clock.now.getTime());

    // A minute later, with no write meanwhile: the same render (its data is still current), sent now.
    clock.now = new Date(clock.now.getTime() + 60_000);
    const again = await app.inject({ url: '/terms-of-service' });
    expect(again.body).toBe(first.body);
    expect(again.body).toContain(`"dataUpdatedAt":${RENDER_STAMP}`);
    expect(servedAt(again.headers['server-timing'])).toBe(clock.now.getTime());

    // The same bytes: one weak ETag (several encodings), and a 304 to a browser that has the page.
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toMatch(/^W\//);
    const revalidated = await app.inject({
      url: '/terms-of-service',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('goes out compressed as the browser accepts, the same page in each encoding', async () => {
    const plain = await app.inject({ url: '/privacy-policy' });
    const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      for (const _twice of [1, 2]) {
        const sent = await app.inject({ url: '/privacy-policy', headers: { 'accept-encoding': accept } });
        expect(sent.headers['content-encoding']).toBe(encoding);
        expect(sent.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded[encoding](sent.rawPayload).toString()).toBe(plain.body);
      }
    }
    const identity = await app.inject({ url: '/privacy-policy', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

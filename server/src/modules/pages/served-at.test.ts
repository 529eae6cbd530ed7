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

const servedAt = (html: string) => Number(/id="ssr-state" data-served-at="(\d+)"/.exec(html)?.[1]);

describe('a server-rendered page kept in memory', () => {
  it('says when it was sent, so the browser counts its freshness from then and not from the render', async () => {
    const first = await app.inject({ url: '/terms-of-service' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<p>render 1 of /terms-of-service</p>');
    expect(servedAt(first.body)).toBe(clock.now.getTime());

    // A minute later, with no write meanwhile: the same render (its data is still current), sent now.
    clock.now = new Date(clock.now.getTime() + 60_000);
    const again = await app.inject({ url: '/terms-of-service' });
    expect(again.body).toContain('<p>render 1 of /terms-of-service</p>');
    expect(servedAt(again.body)).toBe(clock.now.getTime());
    expect(again.body).toContain(`"dataUpdatedAt":${RENDER_STAMP}`);

    // The stamp is no change of content: one weak ETag, and a 304 to a browser that has the page.
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toMatch(/^W\//);
    const revalidated = await app.inject({
      url: '/terms-of-service',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

// The build of web/src/entry-server.tsx (web/dist-ssr, beside web/dist): typed here by hand, as
// the server does not compile the web app.
interface ServerRender {
  pipe(destination: Writable): unknown;
  state: unknown;
}
interface EntryServer {
  renderPage(input: { url: string; fetch: typeof fetch; site: object }): Promise<ServerRender | null>;
}

/** A public page's HTML: what goes inside #root (UTF-8) and the query data the browser hydrates from. */
export interface RenderedPage {
  html: Buffer;
  state: unknown;
}

export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

/**
 * The app's own API as `fetch`, answered in-process by `app.inject`: the page is rendered with
 * exactly what the browser would have fetched, without a network round trip.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** React's output as the bytes it wrote: the page is assembled and sent as bytes (html-meta.ts). */
function collect(render: ServerRender): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
    render.pipe(sink);
  });
}

/**
 * Loads the server build of the web app, when there is one (`npm run build` makes it; the API
 * tests run without): public pages are then rendered on the server (docs/decisions/server-rendering.md).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  site: object,
): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as EntryServer;
  const fetch = inProcessFetch(app);
  return async (url) => {
    const render = await renderPage({ url, fetch, site });
    return render ? { html: await collect(render), state: render.state } : null;
  };
}

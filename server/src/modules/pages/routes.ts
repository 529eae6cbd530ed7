import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  hasParam,
  matchPage,
  PAGE_NAMES,
  PAGES,
  SERVED_AT_METRIC,
  SSR_STATE_ID,
} from '@tranquera/contracts';
import { PRIVATE_CACHE, PUBLIC_CACHE } from '../../http-cache.ts';
import { listLivePropertyStamps, listSellersWithLiveListings } from '../properties/service.ts';
import { PageShell } from './html-meta.ts';
import { liveLandingPaths } from './landing-pages.ts';
import { metaForPath } from './page-meta.ts';
import { type PageEncoding, RenderedPages, type RenderedEntry } from './rendered-pages.ts';
import { loadPageRenderer } from './server-render.ts';

/** The public read API stays crawlable: search engines render pages with its data. */
const CRAWLABLE_API = ['/api/properties/', '/api/users/get-user/'];

const pages = PAGE_NAMES.map((name) => PAGES[name]);

/**
 * Path prefixes kept out of shared caches and search engines: the API and every personal page of
 * the route table, up to its parameter ('/edit-property/:id' → '/edit-property/').
 */
const PRIVATE_PATHS = [
  '/api/',
  ...pages.filter((page) => page.personal).map((page) => page.path.replace(/:.*$/, '')),
];

/** Indexable pages without a parameter; those with one (listings, sellers) are listed per record. */
const SITEMAP_PAGES = pages.filter((page) => page.indexable && !hasParam(page)).map((page) => page.path);

/** robots.txt, sitemap.xml, the built web app and its HTML shell with per-page meta tags. */
export async function registerPages(app: FastifyInstance, webDist: string | null) {
  const publicUrl = app.config.PUBLIC_URL;
  // Pages, not API: kept out of the OpenAPI document.
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...CRAWLABLE_API.map((p) => `Allow: ${p}`),
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const [stamps, sellers, landings] = await Promise.all([
      listLivePropertyStamps(app.db),
      listSellersWithLiveListings(app.db),
      liveLandingPaths(app.db),
    ]);
    const urls = [
      ...SITEMAP_PAGES.map((p) => sitemapUrl(`${publicUrl}${p}`)),
      ...landings.map((p) => sitemapUrl(`${publicUrl}${p}`)),
      ...stamps.map((s) => sitemapUrl(`${publicUrl}${PAGES.propertyDetail.link(s.id)}`, s.updatedAt)),
      ...sellers.map((username) => sitemapUrl(`${publicUrl}${PAGES.userPage.link(username)}`)),
    ].slice(0, SITEMAP_MAX_URLS);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  if (!webDist) {
    app.log.warn('web/dist not found: run `npm run build` to serve the web app');
  } else {
    const shell = new PageShell(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    // Only what the browser needs (never secrets): see web/src/lib/site-config.ts.
    const browserConfig = {
      siteName: app.config.SITE_NAME,
      whatsappNumber: app.config.WHATSAPP_NUMBER,
      googleEnabled: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
    };
    const renderPage = await loadPageRenderer(app, webDist, browserConfig);
    const renderedPages = new RenderedPages(app.catalogue);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes brotli (quality 11) and gzip copies beside each script and stylesheet:
      // smaller than what compressing per response (brotli quality 2–3) could afford.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    // A route rather than the not-found handler, so the shell gets compression like any route.
    app.get('/', hide, (request, reply) => sendShell(request, reply));
    app.get('/*', hide, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) {
        return reply.code(404).send({ message: API.notFound });
      }
      return sendShell(request, reply);
    });

    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      // Public pages carry listing data in their meta tags: as fresh as the API (http-cache.ts).
      const personal = PRIVATE_PATHS.some((prefix) => pathname.startsWith(prefix));
      // Public pages (and the 404 page) come rendered with their data; personal and protected
      // ones are the browser's to render (they depend on the session it keeps).
      const rendersHere =
        renderPage !== null && !personal && PAGES[matchPage(pathname)?.name ?? 'home'].access === 'public';
      const kept = rendersHere ? renderedPages.get(url) : null;
      if (kept) return sendRendered(request, reply, kept);

      const version = app.catalogue.current;
      const meta = await metaForPath(app, url);
      const rendered = rendersHere
        ? await renderPage(url).catch((error: unknown) => {
            app.log.error({ err: error, url }, 'server render failed: sending the bare shell');
            return null;
          })
        : null;
      const status = meta.status ?? 200;
      const siteName = app.config.SITE_NAME;
      if (!rendered) {
        const html = shell.render(meta, siteName, browserConfig);
        return sendHtml(reply, status, personal ? PRIVATE_CACHE : PUBLIC_CACHE, html);
      }
      // The page's query data in a JSON block (no inline script), `<` escaped so it can't close it.
      const stateJson = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
      const body = shell.render(meta, siteName, browserConfig, {
        html: rendered.html,
        stateJson,
        stateId: SSR_STATE_ID,
      });
      const page = renderedPages.set(url, version, { status, body }, pageEncoding(request));
      return sendRendered(request, reply, page);
    }

    /**
     * A rendered page, the same bytes for every visitor: compressed once per encoding and kept
     * with the page. When it was sent goes in a Server-Timing header, which the browser reads
     * from the navigation's timing (web/src/lib/ssr-state.ts), not in the HTML: a kept page's
     * data is as current as the moment it is sent (RenderedPages drops it at the first write), so
     * the browser counts its freshness from then and does not fetch it again on hydration.
     */
    function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedEntry) {
      const encoding = pageEncoding(request);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .header('vary', 'accept-encoding')
        .header('server-timing', `${SERVED_AT_METRIC};desc="${app.clock().getTime()}"`)
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .header('etag', page.etag)
        .send(renderedPages.body(request.url, page, encoding));
    }
  }
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: API.notFound }));
}

function sendHtml(reply: FastifyReply, status: number, cacheControl: string, html: Buffer) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** What the browser accepts, brotli first; uncompressed when it names neither. */
function pageEncoding(request: FastifyRequest): PageEncoding {
  const accepted = request.headers['accept-encoding'];
  return (accepted && (encodings.negotiate(accepted) as PageEncoding | null)) || 'identity';
}

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50000;

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sitemapUrl(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

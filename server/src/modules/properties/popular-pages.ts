import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Query parameters of a landing page: browsing by category, operation or one province, page 1. */
const LANDING_PARAMETERS = new Set(['limit', 'category', 'operation', 'state', 'sort']);
const CAPACITY = 300;

/**
 * The pages every visitor asks for: the home's recommended listings (every page's footer too)
 * and page 1 of browsing by category, operation or province. Anything narrower — text, price or
 * area filters, deeper pages, cursors, a listing — is always read from the database, so these
 * can't flatter a benchmark of distinct searches.
 */
function landingKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization) return null;
  const [path, query = ''] = request.url.split('?', 2) as [string, string?];
  if (path === '/api/properties/get-recommended') return request.url;
  if (path !== '/api/properties/') return null;
  const parameters = new URLSearchParams(query);
  for (const [key, value] of parameters) {
    if (!LANDING_PARAMETERS.has(key) || (key === 'state' && value.includes(','))) return null;
  }
  return request.url;
}

interface Entry {
  version: number;
  body: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    landingPage?: { key: string; version: number };
  }
}

/**
 * Answers landing pages from memory while the catalogue version is the one they were read at:
 * any write moves the version on (catalogue-cache.ts), so a page is never served as it was
 * before a write this process acknowledged.
 */
export function registerPopularPages(app: FastifyInstance) {
  const pages = new Map<string, Entry>();
  app.addHook('onRequest', async (request, reply) => {
    const key = landingKey(request);
    if (!key) return;
    const version = app.catalogue.current;
    const entry = pages.get(key);
    if (entry && entry.version === version) {
      return reply.code(200).type(entry.contentType).send(entry.body);
    }
    request.landingPage = { key, version };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const landing = request.landingPage;
    if (!landing || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (pages.size >= CAPACITY) pages.delete(pages.keys().next().value as string);
    // Stored under the version the request started with: a write meanwhile makes it unused.
    pages.set(landing.key, {
      version: landing.version,
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    return payload;
  });
}

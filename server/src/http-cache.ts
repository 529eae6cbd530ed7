import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Public listings may be kept briefly by browsers and a CDN in front, and served while being
 * revalidated; the web app revalidates with its ETag on every read (a 304 costs no body), so an
 * edit shows at once there (docs/decisions/http-caching.md).
 */
export const PUBLIC_CACHE = 'public, max-age=10, stale-while-revalidate=60';
/** Anything about one user, and anything a request with a token sees. */
export const PRIVATE_CACHE = 'private, no-store';

/** The public read API: listings, searches and public profiles. */
const PUBLIC_API = ['/api/properties/', '/api/users/get-user/'];

function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization) return false;
  return PUBLIC_API.some((prefix) => request.url.startsWith(prefix));
}

/**
 * ETags on every answer (computed on the uncompressed body, so this goes before compression) with
 * 304 to a matching If-None-Match, and a Cache-Control on every API answer that has none.
 */
export async function registerHttpCaching(app: FastifyInstance) {
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header(
        'cache-control',
        isPublicRead(request) && reply.statusCode < 500 ? PUBLIC_CACHE : PRIVATE_CACHE,
      );
    }
    return payload;
  });
}

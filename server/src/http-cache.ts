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

function isPublicApi(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return PUBLIC_API.some((prefix) => request.url.startsWith(prefix));
}

function isPublicRead(request: FastifyRequest): boolean {
  return isPublicApi(request) && !request.headers.authorization;
}

function appendVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return fields.some((value) => value.toLowerCase() === field.toLowerCase())
    ? fields.join(', ')
    : [...fields, field].join(', ');
}

/**
 * ETags on every answer (computed on the uncompressed body, so this goes before compression) with
 * 304 to a matching If-None-Match, and a Cache-Control on every API answer that has none.
 */
export async function registerHttpCaching(app: FastifyInstance) {
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    // The public reads answer a listing's owner and the team with more (hidden listings, every
    // status): a shared cache must key them by the token too.
    if (isPublicApi(request)) reply.header('vary', appendVary(reply.getHeader('vary'), 'Authorization'));
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header(
        'cache-control',
        isPublicRead(request) && reply.statusCode < 500 ? PUBLIC_CACHE : PRIVATE_CACHE,
      );
    }
    return payload;
  });
}

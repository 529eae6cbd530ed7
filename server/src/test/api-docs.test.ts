import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/docs', () => {
  it('serves an OpenAPI document describing the public API', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Tranquera API');
    for (const path of [
      '/api/properties/',
      '/api/properties/get-property/{id}',
      '/api/properties/get-recommended',
      '/api/properties/get-user-properties/{userId}/',
      '/api/users/get-user/{username}',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const searchParams = doc.paths['/api/properties/'].get.parameters.map((p: { name: string }) => p.name);
    expect(searchParams).toEqual(
      expect.arrayContaining([
        'limit',
        'page',
        'category',
        'minPrice',
        'maxPrice',
        'hectares',
        'state',
        'search',
        'userId',
      ]),
    );
    const detail = doc.paths['/api/properties/get-property/{id}'].get.responses;
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(['200', '404']));
  });

  it('describes the success answer of every endpoint', async () => {
    const undescribed: string[] = [];
    for (const [name, operation] of await operations()) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
        /^[23]\d\d$/.test(status),
      );
      if (success.length === 0) undescribed.push(`${name}: no success status`);
      // A redirect has no body; every 2xx answer has one, whatever its media type.
      for (const [status, response] of success) {
        if (status.startsWith('2') && !hasSchema(response.content)) undescribed.push(`${name} ${status}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('describes the body of every endpoint that takes one, and every path parameter', async () => {
    const undescribed: string[] = [];
    for (const [name, operation, path] of await operations()) {
      const method = name.split(' ')[0]!;
      if (WRITES.has(method) && !BODYLESS.has(name) && !hasSchema(operation.requestBody?.content)) {
        undescribed.push(`${name}: body`);
      }
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g)) {
        const documented = operation.parameters?.some((p) => p.in === 'path' && p.name === param && p.schema);
        if (!documented) undescribed.push(`${name}: {${param}}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('leaves out aliases and pages that are not API', async () => {
    const { paths } = (await app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths['/api/properties/get-property/*']).toBeUndefined();
    expect(paths['/api/properties/get-user-properties/{userId}']).toBeUndefined();
    expect(paths['/api/docs']).toBeUndefined();
  });
});

interface Media {
  schema?: Record<string, unknown>;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Writes that take no body by design. */
const BODYLESS = new Set([
  'POST /api/messages/stream-ticket',
  'POST /api/properties/renew/{propertyId}',
  'PUT /api/favorites/{propertyId}',
  // RFC 8058's one-click POST carries `List-Unsubscribe=One-Click`, which says nothing more.
  'POST /api/saved-searches/unsubscribe',
]);

/** Every documented operation as ['METHOD /path', operation, path]. */
async function operations(): Promise<[string, Operation, string][]> {
  const { paths } = (await app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation, string] => [
      `${method.toUpperCase()} ${path}`,
      operation,
      path,
    ]),
  );
}

/** At least one media type with a schema that says something (not `{}`). */
const hasSchema = (content: Record<string, Media> | undefined) =>
  Object.values(content ?? {}).some((media) => Object.keys(media.schema ?? {}).length > 0);

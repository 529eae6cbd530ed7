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

  it('leaves out aliases and pages that are not API', async () => {
    const { paths } = (await app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths['/api/properties/get-property/*']).toBeUndefined();
    expect(paths['/api/properties/get-user-properties/{userId}']).toBeUndefined();
    expect(paths['/api/docs']).toBeUndefined();
  });
});

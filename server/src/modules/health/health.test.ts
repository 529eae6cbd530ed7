import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { NOT_READY } from './routes.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => app.close());

describe('GET /healthz and /readyz', () => {
  it('say the process is up and ready, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answer probes every second without a limit, outside /api and its documentation', async () => {
    for (let i = 0; i < 120; i++) {
      expect((await app.inject({ url: i % 2 ? '/healthz' : '/readyz' })).statusCode).toBe(200);
    }
    const { paths } = (await app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(paths).filter((path) => /healthz|readyz/.test(path))).toEqual([]);
    expect((await app.inject({ url: '/api/healthz' })).statusCode).toBe(404);
  });

  it('is not ready while a migration is missing, and ready again once it is back', async () => {
    const [last] = (
      await app.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    await app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: NOT_READY.migrations });
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz without a database', () => {
  it('answers 503 while /healthz still answers 200', async () => {
    const broken = await buildTestApp();
    try {
      await broken.database.close();
      const res = await broken.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: NOT_READY.unreachable });
      expect((await broken.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('request ids', () => {
  it('echoes a sensible X-Request-Id and makes a new one otherwise', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.2:x_1' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.2:x_1');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const none = [
      await app.inject({ url: '/api/properties/?limit=1' }),
      await app.inject({ url: '/api/properties/?limit=1' }),
    ].map((res) => String(res.headers['x-request-id']));
    for (const id of none) expect(id).toMatch(uuid);
    expect(none[0]).not.toBe(none[1]);

    for (const hostile of ['a b', 'x'.repeat(65), 'id"}\n{"level":60', '../../etc', '']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id'], hostile).toMatch(uuid);
    }
  });

  it('carries the id on errors and on unknown addresses too', async () => {
    const headers = { 'x-request-id': 'trace-404' };
    const missing = await app.inject({ url: '/api/properties/get-property/nope', headers });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.headers['x-request-id']).toBe('trace-404');
    const unknown = await app.inject({ url: '/api/no-such-endpoint', headers });
    expect(unknown.headers['x-request-id']).toBe('trace-404');
  });
});

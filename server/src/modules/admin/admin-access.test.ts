import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

// Every /api/admin endpoint: 401 without a session, 403 for a signed-in user off the team, and
// the team member gets through. A test of the route list itself keeps new endpoints honest.

let app: FastifyInstance;
let member: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let propertyId: string;

beforeAll(async () => {
  app = await buildTestApp();
  member = await signedInUser(app, { isAdmin: true, emailAddress: 'equipo@example.com', username: 'equipo' });
  seller = await signedInUser(app, { emailAddress: 'vendedor@example.com', username: 'vendedor' });
  propertyId = (await insertProperty(app.db, seller.user.id)).id;
  await app.ready();
});
afterAll(() => app.close());

const endpoints = () =>
  [
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'GET', url: '/api/admin/leads' },
    { method: 'GET', url: '/api/admin/leads/export.csv' },
    {
      method: 'PATCH',
      url: '/api/admin/leads/00000000-0000-4000-8000-000000000000',
      payload: { status: 'contactado' },
    },
    { method: 'GET', url: '/api/admin/properties' },
    { method: 'PATCH', url: `/api/admin/properties/${propertyId}`, payload: { recommended: true } },
    { method: 'GET', url: '/api/admin/flags' },
    {
      method: 'PATCH',
      url: '/api/admin/flags/00000000-0000-4000-8000-000000000000',
      payload: { status: 'resuelta' },
    },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'PATCH', url: `/api/admin/users/${seller.user.id}`, payload: { status: 'active' } },
    { method: 'GET', url: '/api/admin/audit' },
  ] as const;

describe('/api/admin', () => {
  it('covers every admin route the API documents', () => {
    const documented = new Set(
      endpoints().map((e) => `${e.method} ${e.url.replace(/[0-9a-f-]{36}/, ':id')}`),
    );
    const swagger = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const adminPaths = Object.entries(swagger.paths).filter(([path]) => path.startsWith('/api/admin'));
    expect(adminPaths.length).toBeGreaterThanOrEqual(9);
    for (const [path, methods] of adminPaths) {
      for (const method of Object.keys(methods)) {
        expect(documented).toContain(`${method.toUpperCase()} ${path.replace('{id}', ':id')}`);
      }
    }
  });

  it('answers 401 without a session', async () => {
    for (const endpoint of endpoints()) {
      const res = await app.inject(endpoint);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(res.json().message).toBe('Debes iniciar sesión para realizar esta acción.');
    }
  });

  it('answers 403 to a signed-in user who is not on the team, and changes nothing', async () => {
    for (const endpoint of endpoints()) {
      const res = await app.inject({ ...endpoint, headers: seller.headers });
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
    }
    const listing = await app.inject({ url: `/api/properties/get-property/${propertyId}` });
    expect(listing.json().property.recommended).toBe(false);
  });

  it('lets a team member through', async () => {
    for (const endpoint of endpoints()) {
      const res = await app.inject({ ...endpoint, headers: member.headers });
      // The two made-up ids are unknown: a clear 404, not a refusal.
      expect([200, 404], `${endpoint.method} ${endpoint.url}`).toContain(res.statusCode);
    }
  });

  it('answers bad filters and bodies with a Spanish 400', async () => {
    for (const url of [
      '/api/admin/leads?kind=spam',
      '/api/admin/leads?page=0',
      '/api/admin/properties?status=borrado',
    ]) {
      const res = await app.inject({ url, headers: member.headers });
      expect(res.statusCode, url).toBe(400);
    }
    const noReason = await app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${propertyId}`,
      payload: { status: 'paused' },
      headers: member.headers,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Indicá el motivo: se lo enviamos al anunciante.');
  });
});

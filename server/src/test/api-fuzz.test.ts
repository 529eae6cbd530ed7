import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'light-my-request';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leads } from '../db/schema.ts';
import { insertProperty } from '../db/seed/factories.ts';
import { signedInUser } from './sessions.ts';
import { buildTestApp } from './build-test-app.ts';

// A bounded, seeded fuzz of every endpoint: hostile paths, queries, bodies, content types and
// tokens must get an answer below 500, and the server must keep answering afterwards.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Endpoint {
  method: Method;
  path: string;
  query: string[];
  body: string[];
}

let app: FastifyInstance;
let issuer: OAuth2Server;
let endpoints: Endpoint[];
let ownId: string;
let listingId: string;
let headers: Record<string, string>;

/** Routes the OpenAPI document leaves out (browser flows and the page shell). */
const HIDDEN: Endpoint[] = [
  { method: 'GET', path: '/api/docs', query: [], body: [] },
  { method: 'GET', path: '/api/users/google-auth', query: ['state'], body: [] },
  { method: 'GET', path: '/api/users/google-auth/callback', query: ['code', 'state', 'error'], body: [] },
  { method: 'GET', path: '/api/messages/stream', query: ['ticket'], body: [] },
  { method: 'GET', path: '/property/{id}', query: [], body: [] },
  { method: 'GET', path: '/user/{username}', query: [], body: [] },
  { method: 'GET', path: '/listing-properties', query: ['search', 'category', 'initial'], body: [] },
  { method: 'GET', path: '/uploads/{file}', query: [], body: [] },
];

beforeAll(async () => {
  // Google sign-in configured against a real local issuer, so its routes are fuzzed too.
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  app = await buildTestApp({
    GOOGLE_CLIENT_ID: 'tranquera-test',
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_ISSUER: issuer.issuer.url!,
  });
  const seller = await signedInUser(app);
  ownId = seller.user.id;
  headers = seller.headers;
  listingId = (await insertProperty(app.db, ownId)).id;
  const doc = (await app.inject({ url: '/api/docs' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
    >;
  };
  endpoints = [...HIDDEN];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      endpoints.push({
        method: method.toUpperCase() as Method,
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
});
afterAll(async () => {
  await app.close();
  await issuer.stop();
});

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\ud800',
    '😀'.repeat(50),
    'x'.repeat(5000),
    '-1',
    '1e309',
    '99999999999999999999',
    'NaN',
    'null',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
/** A path segment as it would travel: usually escaped, sometimes raw or half-escaped. */
const segment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  fc.constantFrom('%00', '%E0%A4%A', '%', '%2e%2e', 'own', 'listing', '00000000-0000-0000-0000-000000000000'),
);
const body = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(hostileText, hostileValue, { maxKeys: 5 }),
  );
const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
  ),
  payload: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(
      '{"a":',
      '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nGARBAGE',
      '--xyz--',
      '\u0000\u0000',
    ),
  ),
});
const auth = fc.constantFrom<'none' | 'own' | 'garbage'>('none', 'own', 'own', 'garbage');

it('answers hostile requests to every endpoint below 500 and keeps serving', async () => {
  expect(endpoints.length).toBeGreaterThan(30);
  const request = fc
    .record({ index: fc.nat(), auth, segments: fc.array(segment, { minLength: 3, maxLength: 3 }) })
    .chain(({ index, auth, segments }) => {
      const endpoint = endpoints[index % endpoints.length]!;
      const query = fc.dictionary(
        endpoint.query.length > 0 ? fc.oneof(fc.constantFrom(...endpoint.query), hostileText) : hostileText,
        hostileText,
        { maxKeys: 4 },
      );
      const sent =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? fc.constant(null)
          : fc.oneof(
              body(endpoint.body).map((json) => ({ json })),
              rawBody,
            );
      return fc.record({
        endpoint: fc.constant(endpoint),
        auth: fc.constant(auth),
        segments: fc.constant(segments),
        query,
        sent,
      });
    });

  await fc.assert(
    fc.asyncProperty(request, async ({ endpoint, auth, segments, query, sent }) => {
      let n = 0;
      const path = endpoint.path.replace(/\{[^}]+\}/g, (name) => {
        const value = segments[n++]!;
        if (value === 'own') return name === '{id}' || name === '{propertyId}' ? listingId : ownId;
        if (value === 'listing') return listingId;
        return value;
      });
      const search = Object.entries(query)
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`,
        )
        .join('&');
      const options: InjectOptions = {
        method: endpoint.method,
        url: search ? `${path}?${search}` : path,
        headers: {
          ...(auth === 'own' ? headers : auth === 'garbage' ? { authorization: 'Bearer x.y.z' } : {}),
        },
      };
      if (sent && 'json' in sent) options.payload = sent.json as InjectOptions['payload'];
      if (sent && 'contentType' in sent) {
        options.payload = sent.payload;
        options.headers = { ...options.headers, 'content-type': sent.contentType };
      }
      const res = await app.inject(options);
      if (res.statusCode >= 500) {
        throw new Error(`${options.method} ${options.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }),
    { seed: 20261123, numRuns: 600, endOnFailure: true },
  );

  const alive = await app.inject({ url: '/api/properties/?limit=1' });
  expect(alive.statusCode).toBe(200);
}, 240_000);

it.each([
  ['GET', '/api/users/get-user/%00'],
  ['GET', '/api/properties/get-property/%00'],
  ['GET', '/api/properties/?search=%00'],
])('answers %s %s with a Spanish 400', async (method, url) => {
  const res = await app.inject({ method: method as Method, url });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Los datos enviados contienen caracteres no permitidos.');
});

it('refuses a NUL inside a JSON body with a Spanish 400 and stores nothing', async () => {
  const leadCount = async () => (await app.db.select().from(leads)).length;
  const before = await leadCount();
  const res = await app.inject({
    method: 'POST',
    url: '/api/form-message/contact',
    payload: { contact_email: 'a@example.com', contact_description: 'hola\u0000' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Los datos enviados contienen caracteres no permitidos.');
  expect(await leadCount()).toBe(before);
});

it.each([
  ['without a boundary', 'multipart/form-data', 'garbage'],
  [
    'truncated',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nGARB',
  ],
  ['with a garbage body', 'multipart/form-data; boundary=xyz', '\u0001\u0002garbage'],
])('answers an upload %s with a Spanish 400', async (_, contentType, payload) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/properties/upload-image/${ownId}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(
    /^(No se pudieron leer los archivos enviados|Debes subir al menos una imágen)/,
  );
});

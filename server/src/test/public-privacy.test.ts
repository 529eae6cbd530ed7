import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../db/seed/factories.ts';
import { buildTestApp } from './build-test-app.ts';
import { createWebDist } from './web-dist.ts';

const secrets = {
  emailAddress: 'marta.secreta@correo-privado.com',
  phoneNumber: '5493518887766',
  passwordHash: '$scrypt$N=16384$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
  address: 'Ruta 8 km 601, Río Cuarto',
};
const webDist = createWebDist();
let app: FastifyInstance;
let publicUrls: string[];

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist.dir });
  const seller = await insertUser(app.db, { ...secrets, username: 'martaprivada1', firstName: 'Marta' });
  const listing = await insertProperty(app.db, seller.id, { recommended: true });
  publicUrls = [
    '/api/properties/',
    `/api/properties/?limit=100&userId=${seller.id}`,
    '/api/properties/?search=campo',
    `/api/properties/get-property/${listing.id}`,
    '/api/properties/get-recommended',
    `/api/properties/get-user-properties/${seller.id}/?limit=100`,
    '/api/users/get-user/martaprivada1',
    `/property/${listing.id}`,
    '/user/martaprivada1',
    '/sitemap.xml',
    '/robots.txt',
    '/api/docs',
  ];
});
afterAll(async () => {
  await app.close();
  webDist.remove();
});

describe('public responses', () => {
  it('never carry an e-mail address, phone number, address or password hash', async () => {
    for (const url of publicUrls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      for (const [name, value] of Object.entries(secrets)) {
        expect(res.body.includes(value), `${name} in ${url}`).toBe(false);
      }
      expect(res.body.toLowerCase(), url).not.toContain('correo-privado');
    }
  });

  it('carry no private field names in the JSON', async () => {
    for (const url of publicUrls.filter((u) => u.startsWith('/api/') && u !== '/api/docs')) {
      const body = (await app.inject({ url })).body;
      for (const key of ['email_address', 'phone_number', 'password', 'address', 'is_admin']) {
        expect(body, `${key} in ${url}`).not.toContain(`"${key}"`);
      }
    }
  });
});

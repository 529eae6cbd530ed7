import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

// POST /api/form-message/contact takes the contact form or the report request, checked by the
// route's contract schema: anything else is a Spanish 400 that stores nothing, never a 500.

let app: FastifyInstance;
let listingId: string;
beforeAll(async () => {
  app = await buildTestApp();
  listingId = (await insertProperty(app.db, (await insertUser(app.db)).id)).id;
});
afterAll(() => app.close());

const leadCount = async () => (await app.db.select().from(leads)).length;
const send = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/form-message/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const REQUIRED = 'Debes completar este campo.';
const INVALID_EMAIL = 'La dirección de email indicada es inválida.';
/** A report request; bodies refused by validation never reach the listing lookup. */
const report = (id = '00000000-0000-4000-8000-000000000000') => ({
  contact_email: 'inversor@example.com',
  contact_name: 'Inés',
  contact_phone: '11 5555 0000',
  contact_property: 'Campo en Azul',
  contact_property_id: id,
});

describe('POST /api/form-message/contact with a bad body', () => {
  it.each([
    ['an empty object', {}, REQUIRED],
    ['a blank message', { contact_description: '   ' }, REQUIRED],
    ['a message that is not text', { contact_description: 42 }, REQUIRED],
    ['a malformed e-mail', { contact_description: 'Hola', contact_email: 'x@' }, INVALID_EMAIL],
    ['a report request without a name', { ...report(), contact_name: '' }, REQUIRED],
    ['a report request without a phone', { ...report(), contact_phone: undefined }, REQUIRED],
    ['a report request with a bad e-mail', { ...report(), contact_email: 'inversor' }, INVALID_EMAIL],
    // Naming a listing makes it a report request, whatever else the body carries.
    [
      'a message naming a listing',
      { contact_description: 'Hola', contact_property_id: report().contact_property_id },
      REQUIRED,
    ],
  ])('answers %s with a Spanish 400 and stores nothing', async (_case, body, message) => {
    const before = await leadCount();
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['null', null],
    ['a list', [{ contact_description: 'Hola' }]],
    ['a string', 'Hola'],
  ])('answers a body that is %s with a Spanish 400', async (_case, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/inválid/);
  });

  it('refuses a filled honeypot before looking at the rest', async () => {
    const before = await leadCount();
    const res = await send({ ...report(listingId), website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('still takes both forms', async () => {
    const before = await leadCount();
    expect((await send(report(listingId))).statusCode).toBe(200);
    const message = await send({ contact_description: 'Hola', contact_email: 'visita@example.com' });
    expect(message.json()).toEqual({ message: 'Mensaje enviado con éxito' });
    expect(await leadCount()).toBe(before + 2);
  });

  it('documents both forms of the body', async () => {
    const doc = (await app.inject({ url: '/api/docs' })).json();
    const schema = doc.paths['/api/form-message/contact'].post.requestBody.content['application/json'].schema;
    const forms = (schema.anyOf as { required: string[] }[]).map((form) => form.required);
    expect(forms).toEqual(
      expect.arrayContaining([
        expect.arrayContaining(['contact_property_id', 'contact_name', 'contact_phone', 'contact_email']),
        ['contact_description'],
      ]),
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildMailingTestApp, buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp({ TEAM_EMAIL: 'equipo@tranquera.test' }));
});
afterAll(() => app.close());

const buyerRequest = {
  name: 'Carlos Benítez',
  property: 'Ganadero',
  price: '500.000-900.000',
  location: '100 km alrededor de Río Cuarto',
  phone: '3584 123456',
  method: 'Mensaje de WhatsApp',
};
const leadCount = async () => (await app.db.select().from(leads)).length;

describe('POST /api/request-property', () => {
  it('stores the request and e-mails all six answers to the team', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/request-property', payload: buyerRequest });
    expect(res.json()).toEqual({ message: 'Mensaje enviado con éxito' });
    const mail = await smtp.waitFor('equipo@tranquera.test', /Carlos Benítez/);
    for (const answer of Object.values(buyerRequest)) expect(mail.text).toContain(answer);
  });

  it.each([
    [{ name: '' }, 'Debes completar este campo.'],
    [{ property: 'Lunar' }, 'Debes elegir una opción.'],
    [{ phone: 'llamame' }, 'Debes ingresar un número válido.'],
  ])('rejects %o with a Spanish message and stores nothing', async (change, message) => {
    const before = await leadCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/request-property',
      payload: { ...buyerRequest, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a filled honeypot without storing or mailing anything', async () => {
    const before = await leadCount();
    const mails = smtp.received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/request-property',
      payload: { ...buyerRequest, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(await leadCount()).toBe(before);
    expect(smtp.received.length).toBe(mails);
  });
});

describe('POST /api/form-message/contact', () => {
  it('uses the e-mail on record for a signed-in user', async () => {
    const me = await signedInUser(app, { emailAddress: 'socio@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      headers: me.headers,
      payload: { contact_description: 'Quiero publicar 3 campos.' },
    });
    expect(res.json()).toEqual({ message: 'Mensaje enviado con éxito' });
    const mail = await smtp.waitFor('equipo@tranquera.test', /socio@example\.com/);
    expect(mail.text).toContain('Quiero publicar 3 campos.');
  });

  it('asks an anonymous visitor for a valid e-mail', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: { contact_description: 'Hola' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Debes completar este campo.');
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: { contact_description: 'Hola', contact_email: 'x@' },
    });
    expect(invalid.json().message).toBe('La dirección de email indicada es inválida.');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: { contact_description: 'Hola', contact_email: 'visita@example.com' },
    });
    expect(ok.json().message).toBe('Mensaje enviado con éxito');
  });

  it('sends a report request to the team and the owner and returns the technical report', async () => {
    const owner = await insertUser(app.db, { emailAddress: 'duenio@example.com', firstName: 'Rosa' });
    const listing = await insertProperty(app.db, owner.id, {
      listing_title: 'Campo en Trenque Lauquen',
      technical_report: 'https://example.com/informe.pdf',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: {
        contact_email: 'inversor@example.com',
        contact_name: 'Inés',
        contact_phone: '11 5555 0000',
        contact_property: 'Campo en Trenque Lauquen',
        contact_property_id: listing.id,
      },
    });
    expect(res.json()).toEqual({
      message: 'Mensaje enviado con éxito',
      technical_report: 'https://example.com/informe.pdf',
    });
    const toOwner = await smtp.waitFor('duenio@example.com', /Trenque Lauquen/);
    expect(toOwner.text).toContain('inversor@example.com');
    await smtp.waitFor('equipo@tranquera.test', /Pedido de informe/);
    const incomplete = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: { contact_email: 'a@example.com', contact_property_id: listing.id, contact_property: 'x' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Debes completar este campo.');
  });

  it('rate-limits per IP with a Spanish 429', async () => {
    const limited = await buildTestApp({ RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await limited.inject({ method: 'POST', url: '/api/request-property', payload: buyerRequest }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { buildMailingTestApp, TestClock } from '../../test/build-test-app.ts';
import { publishListing } from '../../test/publishing.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

// Six months online, a renewal notice a week before, expiry, renewal; the paid plan request and
// users' reports. The app's clock is the test's: nothing here waits.

const published = new Date('2026-11-24T12:00:00Z');
const clock = new TestClock(published);
let app: FastifyInstance;
let smtp: SmtpCapture;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp(
    { TEAM_EMAIL: 'equipo@tranquera.test', ADMIN_EMAILS: 'Jefa@Tranquera.test, otra@tranquera.test' },
    { clock: clock.read },
  ));
  owner = await signedInUser(app, {
    emailAddress: 'duenia@example.com',
    username: 'duenia',
    firstName: 'Marta',
  });
  stranger = await signedInUser(app, { emailAddress: 'ajeno@example.com', username: 'ajeno' });
  member = await signedInUser(app, { emailAddress: 'equipo@example.com', username: 'equipo', isAdmin: true });
});
afterAll(() => app.close());

const detail = (id: string, headers = {}) =>
  app.inject({ url: `/api/properties/get-property/${id}`, headers });
const inSearch = async (id: string) =>
  ((await app.inject({ url: '/api/properties/?limit=100' })).json().payload as { _id: string }[]).some(
    (p) => p._id === id,
  );
const renew = (id: string, headers = {}) =>
  app.inject({ method: 'POST', url: `/api/properties/renew/${id}`, headers });

describe('expiry and renewal', () => {
  let id: string;

  it('gives a new listing six months from publication, in its JSON', async () => {
    id = await publishListing(app, owner, { listing_title: 'Campo que vence en Dolores' });
    expect((await detail(id)).json().property.expires_at).toBe('2027-05-24T12:00:00.000Z');
  });

  it('e-mails the owner a renewal link seven days before, once, even with two schedulers at once', async () => {
    clock.now = new Date('2027-05-16T12:00:00Z');
    expect((await app.listingLifecycle.runOnce()).reminded).toBe(0);
    clock.now = new Date('2027-05-17T13:00:00Z');
    const runs = await Promise.all([app.listingLifecycle.runOnce(), app.listingLifecycle.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
    const mail = await smtp.waitFor('duenia@example.com', /vence el 24 de mayo de 2027/);
    expect(mail.text).toContain(`http://tranquera.test/my-properties?renew=${id}`);
    expect((await app.listingLifecycle.runOnce()).reminded).toBe(0);
    expect(await inSearch(id)).toBe(true);
    const expiring = await app.inject({
      url: '/api/admin/properties?status=expiring',
      headers: member.headers,
    });
    expect(expiring.json().properties.map((p: { _id: string }) => p._id)).toEqual([id]);
  });

  it('takes it out of search and its public page when the date passes; the owner still sees it', async () => {
    clock.now = new Date('2027-05-24T12:00:01Z');
    expect((await app.listingLifecycle.runOnce()).expired).toBeGreaterThanOrEqual(1);
    expect(await inSearch(id)).toBe(false);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await detail(id, owner.headers)).json().property.status).toBe('expired');
    const own = await app.inject({
      url: `/api/properties/?limit=100&userId=${owner.user.id}`,
      headers: owner.headers,
    });
    expect(own.json().payload).toEqual([expect.objectContaining({ _id: id, status: 'expired' })]);
  });

  it('renews for its owner only: 401 without a session, 403 for somebody else', async () => {
    expect((await renew(id)).statusCode).toBe(401);
    const refused = await renew(id, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(await inSearch(id)).toBe(false);

    const renewed = await renew(id, owner.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({
      message: 'Anuncio renovado por 6 meses',
      expires_at: '2027-11-24T12:00:01.000Z',
    });
    expect(await inSearch(id)).toBe(true);
    expect((await detail(id)).json().property).toMatchObject({
      status: 'active',
      expires_at: '2027-11-24T12:00:01.000Z',
    });
  });

  it('renews early without losing the days left, and a new notice comes before the new date', async () => {
    clock.now = new Date('2027-11-20T12:00:00Z');
    await app.listingLifecycle.runOnce();
    const early = await renew(id, owner.headers);
    expect(early.json().expires_at).toBe('2028-05-24T12:00:01.000Z');
  });

  it('will not renew a listing the team paused', async () => {
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}`,
      headers: member.headers,
      payload: { status: 'paused', reason: 'Datos a revisar' },
    });
    const res = await renew(id, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Este anuncio no se puede renovar: fue pausado o rechazado por el equipo.',
    );
    expect(await inSearch(id)).toBe(false);
    // Nobody gets at a hidden listing through its forms either.
    const reportRequest = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: {
        contact_name: 'Curioso',
        contact_email: 'curioso@example.com',
        contact_phone: '1155550000',
        contact_property: 'Campo que vence en Dolores',
        contact_property_id: id,
      },
    });
    expect(reportRequest.statusCode).toBe(404);
  });
});

describe('the paid plan request', () => {
  it("reaches the team's inbox as a lead for the owner's listing only", async () => {
    clock.now = published;
    const id = await publishListing(app, owner, { listing_title: 'Campo para destacar' });
    const url = `/api/properties/${id}/feature-request`;
    const payload = { payment: 'Transferencia bancaria', note: 'Prefiero pagar el lunes' };
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, payload, headers: stranger.headers })).statusCode).toBe(
      403,
    );
    const bad = await app.inject({
      method: 'POST',
      url,
      payload: { payment: 'Bitcoin' },
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Debes elegir una opción.');

    const ok = await app.inject({ method: 'POST', url, payload, headers: owner.headers });
    expect(ok.json().message).toBe(
      'Recibimos tu pedido. El equipo se pondrá en contacto para coordinar el pago.',
    );
    const leads = (await app.inject({ url: '/api/admin/leads?kind=plan', headers: member.headers })).json()
      .leads;
    expect(leads).toEqual([
      expect.objectContaining({
        kind: 'plan',
        status: 'nuevo',
        email: 'duenia@example.com',
        property: expect.objectContaining({ _id: id, listing_title: 'Campo para destacar' }),
      }),
    ]);
    expect(leads[0].fields).toContainEqual({ label: 'Forma de pago', value: 'Transferencia bancaria' });
    expect(leads[0].fields).toContainEqual({ label: 'Precio del plan', value: '$ 5.800' });
    await smtp.waitFor('equipo@tranquera.test', /Pedido de plan destacado: Campo para destacar/);
  });
});

describe("users' reports", () => {
  it('queues a report for the team, signed in or not, and refuses bad ones in Spanish', async () => {
    const id = await publishListing(app, owner, { listing_title: 'Campo denunciado' });
    const url = `/api/properties/${id}/report`;
    const anonymous = await app.inject({ method: 'POST', url, payload: { reason: 'ya vendido' } });
    expect(anonymous.json().message).toBe('Gracias: el equipo revisará el anuncio.');
    await app.inject({
      method: 'POST',
      url,
      headers: stranger.headers,
      payload: { reason: 'fraude', text: 'Me pidieron una seña por adelantado' },
    });
    const bad = await app.inject({ method: 'POST', url, payload: { reason: 'aburrido' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Debes elegir una opción.');
    const trap = await app.inject({
      method: 'POST',
      url,
      payload: { reason: 'otro', website: 'http://spam' },
    });
    expect(trap.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/properties/00000000-0000-4000-8000-000000000000/report',
      payload: { reason: 'otro' },
    });
    expect(unknown.statusCode).toBe(404);

    const queue = (await app.inject({ url: '/api/admin/flags', headers: member.headers })).json().flags;
    const mine = queue.filter((flag: { property: { _id: string } }) => flag.property._id === id);
    expect(mine.map((flag: { summary: string; text: string }) => [flag.summary, flag.text])).toEqual([
      ['Ya vendido o alquilado', ''],
      ['Fraude o estafa', 'Me pidieron una seña por adelantado'],
    ]);
    const resolved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/flags/${mine[0]._id}`,
      headers: member.headers,
      payload: { status: 'resuelta' },
    });
    expect(resolved.json().flag.status).toBe('resuelta');
    expect(
      (await app.inject({ url: '/api/admin/dashboard', headers: member.headers })).json().pending_flags,
    ).toBe(1);
  });
});

describe('report limits', () => {
  it('answers the eleventh report from one address in an hour with a Spanish 429', async () => {
    const limited = await buildMailingTestApp({ RATE_LIMITS: 'on' }, { clock: clock.read });
    try {
      const seller = await signedInUser(limited.app, {
        emailAddress: 'limite@example.com',
        username: 'limite',
      });
      const id = await publishListing(limited.app, seller);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/properties/${id}/report`,
          payload: { reason: 'otro' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  const login = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: email, password: TEST_PASSWORD },
    });

  it('makes a listed account with a confirmed address a team member when it signs in', async () => {
    const boss = await signedInUser(app, {
      emailAddress: 'jefa@tranquera.test',
      username: 'jefa',
      emailAddressConfirmed: true,
    });
    expect((await app.inject({ url: '/api/admin/dashboard', headers: boss.headers })).statusCode).toBe(403);
    const res = await login('jefa@tranquera.test');
    expect(res.json().user.is_admin).toBe(true);
    const headers = { authorization: `Bearer ${res.json().token}` };
    expect((await app.inject({ url: '/api/admin/dashboard', headers })).statusCode).toBe(200);
    const audit = (await app.inject({ url: '/api/admin/audit', headers })).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: 'ADMIN_EMAILS',
        action: 'team.grant',
        target: `user:${boss.user.id}`,
      }),
    );
  });

  it('does not for an address nobody confirmed (anybody can register one), nor for unlisted ones', async () => {
    await signedInUser(app, {
      emailAddress: 'otra@tranquera.test',
      username: 'otra',
      emailAddressConfirmed: false,
    });
    expect((await login('otra@tranquera.test')).json().user.is_admin).toBe(false);
    expect((await login('ajeno@example.com')).json().user.is_admin).toBe(false);
    const [row] = await app.db.select().from(users).where(eq(users.username, 'otra'));
    expect(row?.isAdmin).toBe(false);
  });
});

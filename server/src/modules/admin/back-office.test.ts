import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildMailingTestApp, TestClock } from '../../test/build-test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

// The team at work, through the API: leads inbox, moderation, the paid plan, blocking users.

let app: FastifyInstance;
let smtp: SmtpCapture;
const clock = new TestClock(new Date('2026-11-24T12:00:00Z'));
let member: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp({ TEAM_EMAIL: 'equipo@tranquera.test' }, { clock: clock.read }));
  member = await signedInUser(app, {
    isAdmin: true,
    emailAddress: 'ana@tranquera.test',
    username: 'ana',
    firstName: 'Ana',
    lastName: 'Team',
  });
  seller = await signedInUser(app, {
    emailAddress: 'vendedor@example.com',
    username: 'vendedor',
    firstName: 'Julio',
  });
});
afterAll(() => app.close());

const asTeam = (request: InjectOptions) =>
  app.inject({ ...request, headers: { ...member.headers, ...request.headers } });
const search = async (query = '') =>
  (await app.inject({ url: `/api/properties/?limit=12${query}` })).json().payload as {
    _id: string;
    featured: boolean;
  }[];

describe('leads inbox', () => {
  it('shows a buyer request just sent, takes a status with a note, and exports the filtered list as CSV', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/request-property',
      payload: {
        name: 'Rosa Giménez',
        property: 'Ganadero',
        price: '500.000-900.000',
        location: 'Cuenca del Salado',
        phone: '+54 9 2245 55-1234',
        method: 'Mensaje de WhatsApp',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const inbox = await asTeam({ url: '/api/admin/leads?kind=buyer-request&status=nuevo' });
    expect(inbox.statusCode).toBe(200);
    const [lead] = inbox.json().leads;
    expect(lead).toMatchObject({
      kind: 'buyer-request',
      status: 'nuevo',
      name: 'Rosa Giménez',
      phone: '+54 9 2245 55-1234',
      notes: [],
    });
    expect(lead.fields).toContainEqual({ label: 'Zona buscada', value: 'Cuenca del Salado' });

    const patched = await asTeam({
      method: 'PATCH',
      url: `/api/admin/leads/${lead._id}`,
      payload: { status: 'contactado', note: 'Le escribí por WhatsApp' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().lead).toMatchObject({
      status: 'contactado',
      notes: [
        {
          author: 'Ana Team',
          status: 'contactado',
          text: 'Le escribí por WhatsApp',
          at: clock.now.toISOString(),
        },
      ],
    });
    expect((await asTeam({ url: '/api/admin/leads?status=nuevo&kind=buyer-request' })).json().leads).toEqual(
      [],
    );

    const csv = await asTeam({ url: '/api/admin/leads/export.csv?status=contactado' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('consultas-2026-11-24.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Fecha,Tipo,Estado,Nombre,Email,Teléfono,Campo,Datos,Notas');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Solicitud de campo,contactado,Rosa Giménez');
    // A value a spreadsheet would run as a formula (= + - @) is written as text.
    expect(lines[1]).toContain(",'+54 9 2245 55-1234,");
    // A value a spreadsheet would run as a formula (= + - @) is written as text.
    expect(lines[1]).toContain(",'+54 9 2245 55-1234,");
    expect(lines[1]).toContain('Le escribí por WhatsApp');

    const audit = (await asTeam({ url: '/api/admin/audit' })).json().entries;
    expect(audit[0]).toMatchObject({
      actor: 'Ana Team <ana@tranquera.test>',
      action: 'lead.update',
      before: { status: 'nuevo' },
      after: { status: 'contactado' },
    });
  });
});

describe('listing moderation', () => {
  it('pauses a listing: gone from search, home and its page for visitors, visible to its owner, reason e-mailed', async () => {
    const listing = await insertProperty(app.db, seller.user.id, {
      listing_title: 'Campo que se pausa en Azul',
    });
    expect((await search()).map((p) => p._id)).toContain(listing.id);

    const paused = await asTeam({
      method: 'PATCH',
      url: `/api/admin/properties/${listing.id}`,
      payload: { status: 'paused', reason: 'Las fotos no corresponden al campo' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().property).toMatchObject({
      status: 'paused',
      moderation_reason: 'Las fotos no corresponden al campo',
    });

    expect((await search()).map((p) => p._id)).not.toContain(listing.id);
    const home = (await app.inject({ url: '/api/properties/get-recommended' })).json().properties as {
      _id: string;
    }[];
    expect(home.map((p) => p._id)).not.toContain(listing.id);
    expect((await app.inject({ url: `/api/properties/get-property/${listing.id}` })).statusCode).toBe(404);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(listing.id);

    const asOwner = await app.inject({
      url: `/api/properties/get-property/${listing.id}`,
      headers: seller.headers,
    });
    expect(asOwner.json().property).toMatchObject({
      status: 'paused',
      moderation_reason: 'Las fotos no corresponden al campo',
    });
    const own = await app.inject({
      url: `/api/properties/?limit=100&userId=${seller.user.id}`,
      headers: seller.headers,
    });
    expect(own.json().payload.find((p: { _id: string }) => p._id === listing.id)).toMatchObject({
      status: 'paused',
    });
    // Somebody else asking for the seller's listings sees live ones only.
    const public_ = await app.inject({ url: `/api/properties/?limit=100&userId=${seller.user.id}` });
    expect(public_.json().payload.map((p: { _id: string }) => p._id)).not.toContain(listing.id);

    const mail = await smtp.waitFor('vendedor@example.com', /fue pausado/);
    expect(mail.text).toContain('Motivo: Las fotos no corresponden al campo');

    const back = await asTeam({
      method: 'PATCH',
      url: `/api/admin/properties/${listing.id}`,
      payload: { status: 'active' },
    });
    expect(back.json().property).toMatchObject({ status: 'active', moderation_reason: '' });
    expect((await search()).map((p) => p._id)).toContain(listing.id);
  });

  it('features a listing for six months: first on search pages and the home, with its end date', async () => {
    const older = await insertProperty(app.db, seller.user.id, {
      listing_title: 'Campo destacado en Tandil',
      price: 39000,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await search())[0]?._id).not.toBe(older.id);
    const featured = await asTeam({
      method: 'PATCH',
      url: `/api/admin/properties/${older.id}`,
      payload: { featured: true, technical_report: 'https://informes.example.com/tandil.pdf' },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json().property.featured_until).toBe('2027-05-24T12:00:00.000Z');

    const first = (await search())[0];
    expect(first).toMatchObject({ _id: older.id, featured: true });
    // On top of page one, and nowhere else: walking every page shows each listing once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: LightMyRequestResponse = await app.inject({
        url: `/api/properties/?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      seen.push(...res.json().payload.map((p: { _id: string }) => p._id));
      cursor = res.json().info.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe(older.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await app.inject({ url: '/api/properties/?limit=1' })).json().info.total);
    const pageTwo = (await app.inject({ url: '/api/properties/?limit=2&page=2' })).json().payload as {
      _id: string;
    }[];
    expect(pageTwo.map((p) => p._id)).not.toContain(older.id);
    // A text search's first page too: on top, and not again among the matches under it.
    const byText = (
      await app.inject({ url: '/api/properties/?search=campo&operation=venta&limit=100' })
    ).json();
    const textIds = byText.payload.map((p: { _id: string }) => p._id);
    expect(textIds[0]).toBe(older.id);
    expect(textIds.length).toBeGreaterThan(1);
    expect(new Set(textIds).size).toBe(textIds.length);
    expect(byText.info).toMatchObject({ total: textIds.length, totalIsExact: true });
    // A sort the buyer picked stays as picked: the dearest listing is not put first.
    expect((await search('&sort=price_asc'))[0]?._id).not.toBe(older.id);
    const home = (await app.inject({ url: '/api/properties/get-recommended' })).json().properties;
    expect(home[0]).toMatchObject({ _id: older.id, featured: true });
    const detail = (await app.inject({ url: `/api/properties/get-property/${older.id}` })).json().property;
    expect(detail).toMatchObject({
      featured: true,
      technical_report: 'https://informes.example.com/tandil.pdf',
    });

    // The plan ends by itself at featured_until.
    clock.now = new Date('2027-05-24T12:00:01Z');
    await app.listingLifecycle.runOnce();
    const after = (await search()).find((p) => p._id === older.id);
    expect(after?.featured ?? false).toBe(false);
    expect((await search())[0]?._id).not.toBe(older.id);
    clock.now = new Date('2026-11-24T12:00:00Z');
  });

  it('recommends a listing for the home', async () => {
    const listing = await insertProperty(app.db, seller.user.id, {
      listing_title: 'Campo recomendado',
      createdAt: new Date('2025-12-01T00:00:00Z'),
    });
    const res = await asTeam({
      method: 'PATCH',
      url: `/api/admin/properties/${listing.id}`,
      payload: { recommended: true },
    });
    expect(res.json().property.recommended).toBe(true);
    const home = (await app.inject({ url: '/api/properties/get-recommended' })).json().properties as {
      _id: string;
      featured: boolean;
    }[];
    expect(home.filter((p) => !p.featured)[0]?._id).toBe(listing.id);
  });
});

describe('blocking a user', () => {
  it('refuses their next call and their sign-in, hides their listings, and unblocking brings them back', async () => {
    const abuser = await signedInUser(app, { emailAddress: 'estafa@example.com', username: 'estafador' });
    const listing = await insertProperty(app.db, abuser.user.id, { listing_title: 'Campo demasiado barato' });
    expect(
      (await app.inject({ url: `/api/messages/get-messages/${abuser.user.id}`, headers: abuser.headers }))
        .statusCode,
    ).toBe(200);

    const blocked = await asTeam({
      method: 'PATCH',
      url: `/api/admin/users/${abuser.user.id}`,
      payload: { status: 'blocked' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().user).toMatchObject({ status: 'blocked', listings: 1 });

    expect(
      (await app.inject({ url: `/api/messages/get-messages/${abuser.user.id}`, headers: abuser.headers }))
        .statusCode,
    ).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: 'estafa@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect((await search()).map((p) => p._id)).not.toContain(listing.id);
    expect((await app.inject({ url: `/api/properties/get-property/${listing.id}` })).statusCode).toBe(404);
    const list = await asTeam({ url: '/api/admin/properties?status=blocked' });
    expect(list.json().properties.map((p: { _id: string }) => p._id)).toEqual([listing.id]);

    await asTeam({
      method: 'PATCH',
      url: `/api/admin/users/${abuser.user.id}`,
      payload: { status: 'active' },
    });
    expect((await search()).map((p) => p._id)).toContain(listing.id);
    // Old sessions stay ended; signing in again works.
    expect(
      (await app.inject({ url: `/api/messages/get-messages/${abuser.user.id}`, headers: abuser.headers }))
        .statusCode,
    ).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: 'estafa@example.com', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('finds users by name or e-mail and will not let a member block themselves', async () => {
    const found = await asTeam({ url: '/api/admin/users?search=vendedor@' });
    expect(found.json().users.map((u: { username: string }) => u.username)).toEqual(['vendedor']);
    const self = await asTeam({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { status: 'blocked' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('No podés bloquear tu propia cuenta.');
  });
});

describe('dashboard', () => {
  it('counts the week', async () => {
    const res = await asTeam({ url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.leads_this_week['buyer-request']).toBe(1);
    const total = (await app.inject({ url: '/api/properties/?limit=1' })).json().info.total;
    expect(figures.live_listings).toBe(total);
    expect(figures).toMatchObject({ pending_flags: 0, messages_this_week: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_SAVED_SEARCHES } from '@tranquera/contracts';
import { eq } from 'drizzle-orm';
import { insertProperty } from '../../db/seed/factories.ts';
import { mailOutbox, savedSearches, users } from '../../db/schema.ts';
import { buildMailingTestApp, TestClock } from '../../test/build-test-app.ts';
import { publishListing } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

// Saved searches and their alerts. The app's clock is the test's; the schedule's rounds are run
// by hand (`app.searchAlerts.runOnce()`), and mail is read from a real SMTP capture.

const clock = new TestClock(new Date('2026-11-24T12:00:00Z'));
let app: FastifyInstance;
let smtp: SmtpCapture;
type User = Awaited<ReturnType<typeof signedInUser>>;
let buyer: User;
let other: User;
let seller: User;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp({ PUBLIC_URL: 'http://tranquera.test' }, { clock: clock.read }));
  buyer = await signedInUser(app, { username: 'compradora', emailAddress: 'compradora@example.com' });
  other = await signedInUser(app, { username: 'otra', emailAddress: 'otra@example.com' });
  seller = await signedInUser(app, { username: 'vendedor', emailAddress: 'vendedor@example.com' });
});
afterAll(() => app.close());

const list = (headers: Record<string, string>) => app.inject({ url: '/api/saved-searches', headers });
const create = (payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/saved-searches', headers, payload: payload as object });
const patch = (id: string, payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers, payload: payload as object });
const remove = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers });

const ganaderoCordoba = { category: 'Ganadero', state: 'Córdoba', maxPrice: '8000' };
/** A listing published now (by the test clock), by the seller. */
const listing = (overrides: Parameters<typeof insertProperty>[2] = {}) =>
  insertProperty(app.db, seller.user.id, { createdAt: clock.now, ...overrides });
const advanceMinutes = (minutes: number) => {
  clock.now = new Date(clock.now.getTime() + minutes * 60_000);
};
const alertsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** Waits until the outbox has delivered everything queued so far. */
async function mailDelivered() {
  app.mailOutbox.wake();
  for (let i = 0; i < 100; i += 1) {
    const pending = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('mail still pending');
}

describe('/api/saved-searches', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await list({}),
      await create({ name: 'x', query: {} }, {}),
      await patch(id, { name: 'y' }, {}),
      await remove(id, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Debes iniciar sesión para realizar esta acción.');
    }
  });

  it('saves, lists, renames and deletes a search of its own account only', async () => {
    const saved = await create(
      { name: 'Ganadero en Córdoba', query: ganaderoCordoba, frequency: 'daily' },
      buyer.headers,
    );
    expect(saved.statusCode).toBe(201);
    const { savedSearch } = saved.json();
    expect(savedSearch).toMatchObject({
      name: 'Ganadero en Córdoba',
      query: ganaderoCordoba,
      frequency: 'daily',
      alerts: true,
      created_at: '2026-11-24T12:00:00.000Z',
    });
    expect(Object.keys(savedSearch).sort()).toEqual([
      '_id',
      'alerts',
      'created_at',
      'frequency',
      'name',
      'query',
    ]);

    expect((await list(buyer.headers)).json().savedSearches).toEqual([savedSearch]);
    expect((await list(other.headers)).json().savedSearches).toEqual([]);

    // Another account's token never reaches it.
    expect((await patch(savedSearch._id, { name: 'Mía' }, other.headers)).statusCode).toBe(403);
    const foreignDelete = await remove(savedSearch._id, other.headers);
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json().message).toBe('Esa búsqueda guardada es de otra cuenta.');
    expect((await remove('no-existe', buyer.headers)).statusCode).toBe(404);

    const renamed = await patch(
      savedSearch._id,
      { name: 'Vacas en Córdoba', frequency: 'instant' },
      buyer.headers,
    );
    expect(renamed.json().savedSearch).toMatchObject({ name: 'Vacas en Córdoba', frequency: 'instant' });
    expect((await remove(savedSearch._id, buyer.headers)).json().message).toBe('Búsqueda eliminada');
    expect((await list(buyer.headers)).json().savedSearches).toEqual([]);
  });

  it('refuses bad input with a Spanish 400', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', query: {} }, 'Poné un nombre a la búsqueda.'],
      [{ name: 'x'.repeat(81), query: {} }, 'El nombre puede tener hasta 80 caracteres.'],
      [{ name: 'Vacas', query: { color: 'verde' } }, 'La búsqueda tiene un filtro que no existe: color.'],
      [{ name: 'Vacas', query: { page: '2' } }, 'La búsqueda tiene un filtro que no existe: page.'],
      [{ name: 'Vacas', query: { category: 'Lunar' } }, 'La categoría indicada no existe.'],
      [{ name: 'Vacas', query: { state: 'Narnia' } }, 'La provincia indicada no existe.'],
      [{ name: 'Vacas', query: {}, frequency: 'weekly' }, 'Elegí cada cuánto querés recibir las alertas.'],
      [{ name: 'Vacas', query: { maxPrice: 8000 } }, 'La búsqueda tiene filtros que no entendemos.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload, buyer.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('says what is wrong with an empty change', async () => {
    const { savedSearch } = (await create({ name: 'Vacas', query: {} }, buyer.headers)).json();
    const res = await patch(savedSearch._id, {}, buyer.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Indicá qué querés cambiar de la búsqueda.');
    await remove(savedSearch._id, buyer.headers);
  });

  it('unsubscribes with any one-click body, and sends a browser to the page that asks', async () => {
    const { savedSearch } = (await create({ name: 'Chacras', query: {} }, buyer.headers)).json();
    const [row] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, savedSearch._id));
    const url = `/api/saved-searches/unsubscribe?token=${row!.unsubscribeToken}`;
    const browser = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/busquedas/baja?token=${row!.unsubscribeToken}`);
    const boundary = 'x-unsubscribe';
    const multipart = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await list(buyer.headers)).json().savedSearches[0]).toMatchObject({ alerts: false });
    await remove(savedSearch._id, buyer.headers);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per account`, async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      expect((await create({ name: `Búsqueda ${i}`, query: {} }, other.headers)).statusCode).toBe(201);
    }
    const over = await create({ name: 'Una más', query: {} }, other.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Podés guardar hasta 20 búsquedas. Eliminá alguna para guardar otra.');
    for (const search of (await list(other.headers)).json().savedSearches)
      await remove(search._id, other.headers);
  });
});

describe('alerts', () => {
  it('e-mails new matching listings once, with photo, price, link and one-click unsubscribe', async () => {
    advanceMinutes(60);
    await listing({ listing_title: 'Publicado antes de guardar' });
    advanceMinutes(1);
    const { savedSearch } = (
      await create(
        { name: 'Ganadero en Córdoba', query: ganaderoCordoba, frequency: 'instant' },
        buyer.headers,
      )
    ).json();
    advanceMinutes(1);
    const match = await publishListing(app, seller, {
      listing_title: 'Campo ganadero en Río Cuarto',
      category: 'Ganadero',
      state: 'Córdoba',
      price: 6000,
    });
    await listing({ listing_title: 'Agrícola en Córdoba', category: 'Agrícola' });
    await listing({ listing_title: 'Ganadero en Santa Fe', state: 'Santa Fe', nearest_town: 'Rafaela' });
    await listing({ listing_title: 'Ganadero caro', price: 9000 });
    // The buyer's own listing is no news to them.
    await insertProperty(app.db, buyer.user.id, { createdAt: clock.now, listing_title: 'Mi propio campo' });

    await app.searchAlerts.runOnce();
    await mailDelivered();
    const mails = alertsTo('compradora@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Un campo nuevo para «Ganadero en Córdoba»');
    expect(mail!.text).toContain('Campo ganadero en Río Cuarto');
    expect(mail!.text).toContain('USD 6.000 por hectárea');
    expect(mail!.text).toContain(`http://tranquera.test/property/${match}`);
    for (const absent of [
      'Publicado antes',
      'Agrícola en Córdoba',
      'Santa Fe',
      'Ganadero caro',
      'Mi propio campo',
    ]) {
      expect(mail!.text).not.toContain(absent);
    }
    expect(mail!.html).toMatch(/<img src="http:\/\/tranquera\.test\/uploads\/[^"]+"/);
    expect(mail!.listHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(http:\/\/tranquera\.test\/api\/saved-searches\/unsubscribe\?token=[^>]+)>/.exec(
      mail!.listHeaders['list-unsubscribe'] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();
    const pageLink = /http:\/\/tranquera\.test\/busquedas\/baja\?token=[\w-]+/.exec(mail!.text)?.[0];
    expect(pageLink).toBeDefined();

    // Nothing new: nothing sent, even by two processes' rounds at once.
    advanceMinutes(1);
    await Promise.all([app.searchAlerts.runOnce(), app.searchAlerts.runOnce()]);
    await mailDelivered();
    expect(alertsTo('compradora@example.com')).toHaveLength(1);

    // A new match, rounds racing: one e-mail with only the new listing.
    advanceMinutes(1);
    await listing({ listing_title: 'Otro ganadero cordobés' });
    await Promise.all([app.searchAlerts.runOnce(), app.searchAlerts.runOnce()]);
    await mailDelivered();
    const second = alertsTo('compradora@example.com');
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain('Otro ganadero cordobés');
    expect(second[1]!.text).not.toContain(match);

    // The page link's token answers what it unsubscribes from, without a session.
    const token = new URL(pageLink!).searchParams.get('token')!;
    const info = await app.inject({ url: `/api/saved-searches/unsubscribe?token=${token}` });
    expect(info.json()).toEqual({ name: 'Ganadero en Córdoba', alerts: true });
    // A mail client's one-click POST (RFC 8058).
    const unsubscribed = await app.inject({
      method: 'POST',
      url: oneClick!.replace('http://tranquera.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().message).toBe('Listo: no vas a recibir más alertas de esta búsqueda.');
    const [kept] = (await list(buyer.headers)).json().savedSearches;
    expect(kept).toMatchObject({ _id: savedSearch._id, alerts: false });

    advanceMinutes(1);
    await listing({ listing_title: 'Ganadero después de la baja' });
    await app.searchAlerts.runOnce();
    await mailDelivered();
    expect(alertsTo('compradora@example.com')).toHaveLength(2);

    // Turned back on: what was published while off is not news; what comes next is.
    advanceMinutes(1);
    expect((await patch(savedSearch._id, { alerts: true }, buyer.headers)).json().savedSearch.alerts).toBe(
      true,
    );
    advanceMinutes(1);
    await listing({ listing_title: 'Ganadero con alertas de nuevo' });
    await app.searchAlerts.runOnce();
    await mailDelivered();
    const resumed = alertsTo('compradora@example.com');
    expect(resumed).toHaveLength(3);
    expect(resumed[2]!.text).toContain('Ganadero con alertas de nuevo');
    expect(resumed[2]!.text).not.toContain('después de la baja');

    const bad = await app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe?token=nada' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(
      'El enlace para dejar de recibir alertas no es válido o la búsqueda ya no existe.',
    );
    await remove(savedSearch._id, buyer.headers);
  });

  it('sends a daily search at most one e-mail a day, with what was published since', async () => {
    const { savedSearch } = (
      await create({ name: 'Chacras', query: { search: 'chacra' }, frequency: 'daily' }, other.headers)
    ).json();
    advanceMinutes(1);
    await listing({ listing_title: 'Chacra en Tandil' });
    await app.searchAlerts.runOnce();
    await mailDelivered();
    expect(alertsTo('otra@example.com')).toHaveLength(1);

    advanceMinutes(60);
    await listing({ listing_title: 'Chacra en Azul' });
    advanceMinutes(120);
    await app.searchAlerts.runOnce();
    await mailDelivered();
    expect(alertsTo('otra@example.com')).toHaveLength(1);

    clock.advanceDays(1);
    await app.searchAlerts.runOnce();
    await mailDelivered();
    const mails = alertsTo('otra@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Chacra en Azul');
    expect(mails[1]!.text).not.toContain('Tandil');
    await remove(savedSearch._id, other.headers);
  });

  it('sends nothing to a blocked account', async () => {
    await create({ name: 'Todo', query: {}, frequency: 'instant' }, other.headers);
    await app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, other.user.id));
    advanceMinutes(1);
    await listing({ listing_title: 'Campo para nadie' });
    await app.searchAlerts.runOnce();
    await mailDelivered();
    expect(alertsTo('otra@example.com').some((mail) => mail.text.includes('Campo para nadie'))).toBe(false);
  });
});

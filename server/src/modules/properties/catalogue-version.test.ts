import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';

type Session = Awaited<ReturnType<typeof signedInUser>>;

let app: FastifyInstance;
let seller: Session;
let buyer: Session;
let listingId: string;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await signedInUser(app, { firstName: 'Ana', lastName: 'Gómez' });
  buyer = await signedInUser(app, { emailAddress: 'comprador@example.com' });
  listingId = (await insertProperty(app.db, seller.user.id, { listing_title: 'Campo en Azul' })).id;
  app.catalogue.bump(); // the factory wrote outside a request
});
afterAll(() => app.close());

/** Runs a request and says whether the catalogue version (every cache of public reads) moved. */
async function movesCatalogue(request: InjectOptions) {
  const before = app.catalogue.current;
  const response = await app.inject(request);
  expect(response.statusCode, JSON.stringify(request)).toBeLessThan(300);
  return { moved: app.catalogue.current !== before, response };
}

describe('the catalogue version', () => {
  // Each of these used to empty every remembered search total and rendered page, and made the
  // next map request read the whole catalogue again (4 s at 1,000,000 listings).
  it('stays put on writes that change nothing a public page shows', async () => {
    const json = { 'content-type': 'application/json' };
    const login = await movesCatalogue({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: 'comprador@example.com', password: TEST_PASSWORD },
    });
    expect(login.moved, 'sign-in').toBe(false);

    const message = await movesCatalogue({
      method: 'POST',
      url: '/api/messages/send-message',
      headers: buyer.headers,
      payload: { text: 'Hola, ¿sigue disponible?', receiverId: seller.user.id, detail: { id: listingId } },
    });
    expect(message.moved, 'chat message').toBe(false);
    const ticket = await movesCatalogue({
      method: 'POST',
      url: '/api/messages/stream-ticket',
      headers: buyer.headers,
    });
    expect(ticket.moved, 'live stream ticket').toBe(false);

    for (const method of ['PUT', 'DELETE'] as const) {
      const favourite = await movesCatalogue({
        method,
        url: `/api/favorites/${listingId}`,
        headers: buyer.headers,
      });
      expect(favourite.moved, `favourite ${method}`).toBe(false);
    }

    const saved = await movesCatalogue({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { name: 'Ganadero en Córdoba', query: { category: 'Ganadero', state: 'Córdoba' } },
    });
    expect(saved.moved, 'saved search').toBe(false);
    const savedId = (saved.response.json() as { savedSearch: { _id: string } }).savedSearch._id;
    const renamed = await movesCatalogue({
      method: 'PATCH',
      url: `/api/saved-searches/${savedId}`,
      headers: buyer.headers,
      payload: { name: 'Cría en Córdoba' },
    });
    expect(renamed.moved, 'saved search renamed').toBe(false);
    const removed = await movesCatalogue({
      method: 'DELETE',
      url: `/api/saved-searches/${savedId}`,
      headers: buyer.headers,
    });
    expect(removed.moved, 'saved search removed').toBe(false);

    const contact = await movesCatalogue({
      method: 'POST',
      url: '/api/form-message/contact',
      headers: { ...buyer.headers, ...json },
      payload: JSON.stringify({ contact_description: 'Quiero publicar 3 campos.' }),
    });
    expect(contact.moved, 'contact form').toBe(false);
  });

  it('moves on a write to a listing or a public profile, so nothing is served as it was', async () => {
    const before = await app.inject({ url: `/api/properties/get-property/${listingId}` });
    expect(before.json().property.listing_title).toBe('Campo en Azul');

    const profile = await movesCatalogue({
      method: 'PUT',
      url: `/api/users/update-profile/${seller.user.id}`,
      headers: seller.headers,
      payload: { first_name: 'Ana María', last_name: 'Gómez', username: seller.user.username },
    });
    expect(profile.moved, 'profile edit').toBe(true);
    const after = await app.inject({ url: `/api/properties/get-property/${listingId}` });
    expect(after.json().property.user_id.first_name).toBe('Ana María');

    const report = await movesCatalogue({
      method: 'POST',
      url: `/api/properties/${listingId}/report`,
      headers: buyer.headers,
      payload: { reason: 'ya vendido' },
    });
    expect(report.moved, 'report of a listing').toBe(true);
  });
});

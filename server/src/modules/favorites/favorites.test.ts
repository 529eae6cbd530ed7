import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

let app: FastifyInstance;
let buyer: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  buyer = await signedInUser(app, { username: 'compradora', emailAddress: 'compradora@example.com' });
  other = await signedInUser(app, { username: 'otro', emailAddress: 'otro@example.com' });
  seller = await signedInUser(app, { username: 'vende', emailAddress: 'vende@example.com' });
  member = await signedInUser(app, { username: 'equipo', emailAddress: 'equipo@example.com', isAdmin: true });
});
afterAll(() => app.close());

const list = (headers: Record<string, string>) => app.inject({ url: '/api/favorites', headers });
const save = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers });
const remove = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/favorites/${id}`, headers });

describe('/api/favorites', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const id = (await insertProperty(app.db, seller.user.id)).id;
    for (const res of [await list({}), await save(id, {}), await remove(id, {})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Debes iniciar sesión para realizar esta acción.');
    }
  });

  it("saves, lists newest first, keeps each account's own list, and removes", async () => {
    const azul = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo en Azul' });
    const tandil = await insertProperty(app.db, seller.user.id, { listing_title: 'Chacra en Tandil' });
    expect((await save(azul.id, buyer.headers)).json().message).toBe('Guardado en favoritos');
    const first = await save(tandil.id, buyer.headers);
    // Saving again changes nothing.
    const again = await save(tandil.id, buyer.headers);
    expect(again.json().saved_at).toBe(first.json().saved_at);

    const mine = (await list(buyer.headers)).json().favorites;
    expect(mine.map((f: { property: { listing_title: string } }) => f.property.listing_title)).toEqual([
      'Chacra en Tandil',
      'Campo en Azul',
    ]);
    expect(mine.every((f: { available: boolean }) => f.available)).toBe(true);
    expect((await list(other.headers)).json().favorites).toEqual([]);

    expect((await remove(azul.id, buyer.headers)).json().message).toBe('Quitado de favoritos');
    expect((await remove(azul.id, buyer.headers)).statusCode).toBe(200);
    expect((await list(buyer.headers)).json().favorites).toHaveLength(1);
    await remove(tandil.id, buyer.headers);
  });

  it('keeps a listing that was paused or removed, as no longer available', async () => {
    const paused = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo que se pausa' });
    const removed = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo que se borra' });
    await save(paused.id, buyer.headers);
    await save(removed.id, buyer.headers);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${paused.id}`,
      headers: member.headers,
      payload: { status: 'paused', reason: 'Revisión' },
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${removed.id}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode).toBe(200);

    const mine = (await list(buyer.headers)).json().favorites as {
      property: { _id: string; listing_title: string };
      available: boolean;
    }[];
    expect(mine.map((f) => [f.property.listing_title, f.available])).toEqual([
      ['Campo que se borra', false],
      ['Campo que se pausa', false],
    ]);
    // Only public listings can be saved.
    expect((await save(paused.id, other.headers)).statusCode).toBe(404);
    expect((await save('no-es-un-id', other.headers)).statusCode).toBe(404);
  });

  it('tells the owner how many people saved each listing, and nobody else', async () => {
    const listing = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo querido' });
    await save(listing.id, buyer.headers);
    await save(listing.id, other.headers);
    const own = await app.inject({
      url: `/api/properties/?limit=100&userId=${seller.user.id}`,
      headers: seller.headers,
    });
    expect(own.json().payload.find((p: { _id: string }) => p._id === listing.id).saved_count).toBe(2);
    const asVisitor = await app.inject({ url: `/api/properties/?limit=100&userId=${seller.user.id}` });
    expect(
      asVisitor.json().payload.find((p: { _id: string }) => p._id === listing.id).saved_count,
    ).toBeUndefined();
  });
});

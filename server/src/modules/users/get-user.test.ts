import { API, publicUserSchema } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

let app: FastifyInstance;
let seller: UserRow;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await insertUser(app.db, {
    firstName: 'Rocío',
    lastName: 'Fernández',
    username: 'rociof42',
    profile: 'Inmobiliaria',
    description: 'Inmobiliaria rural en el sur de Córdoba.',
    profileImage: '/uploads/rocio-lg.webp',
  });
  await insertUser(app.db, { username: 'dadodebaja7', status: 'deleted' });
});
afterAll(() => app.close());

describe('GET /api/users/get-user/{username}', () => {
  it("returns the seller's public profile", async () => {
    const res = await app.inject({ url: '/api/users/get-user/rociof42' });
    expect(res.statusCode).toBe(200);
    const { message, userData } = res.json();
    expect(message).toBe('Usuario encontrado');
    expect(publicUserSchema.strict().parse(userData)).toEqual({
      _id: seller.id,
      username: 'rociof42',
      first_name: 'Rocío',
      last_name: 'Fernández',
      profile: 'Inmobiliaria',
      profile_image: '/uploads/rocio-lg.webp',
      description: 'Inmobiliaria rural en el sur de Córdoba.',
      joined_at: seller.joinedAt.toISOString(),
    });
  });

  it('finds the username whatever its case', async () => {
    const res = await app.inject({ url: '/api/users/get-user/RocioF42' });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.username).toBe('rociof42');
  });

  for (const [name, username] of [
    ['an unknown username', 'nadie123'],
    ['a deleted account', 'dadodebaja7'],
    ['a username with SQL in it', encodeURIComponent("x' OR '1'='1")],
  ]) {
    it(`answers 404 for ${name}`, async () => {
      const res = await app.inject({ url: `/api/users/get-user/${username}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API.userNotFound });
    });
  }
});

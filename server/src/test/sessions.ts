import type { FastifyInstance } from 'fastify';
import { insertUser } from '../db/seed/factories.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { signSessionToken } from '../modules/auth/tokens.ts';

export const TEST_PASSWORD = 'secreto1';

/** A signed-in user for API tests: the row, its bearer header, and its password. */
export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(app.db, { passwordHash: await hashPassword(TEST_PASSWORD), ...overrides });
  const token = await signSessionToken(app.config.JWT_SECRET, user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

import { API } from '@tranquera/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { verifySessionToken, verifyStreamTicket } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: the token's user, freshly read from the database. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/**
 * Adds `app.authenticate` (a preHandler): 401 without a valid, current session token. A token
 * stops working when its user is deleted or changes password (the version no longer matches).
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, API.unauthorized);
    const claims = await verifySessionToken(app.config.JWT_SECRET, token).catch(() => null);
    request.currentUser = await currentHolder(app, claims);
  });
}

/** The user a message-stream ticket was issued to, on the same terms as a session token. */
export async function authenticateStreamTicket(app: FastifyInstance, ticket: string): Promise<UserRow> {
  const claims = await verifyStreamTicket(app.config.JWT_SECRET, ticket).catch(() => null);
  return currentHolder(app, claims);
}

/** The active user a verified token names, while its version is current; otherwise 401. */
async function currentHolder(
  app: FastifyInstance,
  claims: { userId: string; version: number } | null,
): Promise<UserRow> {
  if (!claims) throw new HttpError(401, API.unauthorized);
  const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
  if (user?.status !== 'active' || user.tokenVersion !== claims.version) {
    throw new HttpError(401, API.unauthorized);
  }
  return user;
}

/** The signed-in user, acting on their own account only: ids in the path never override the token. */
export function requireSelf(request: FastifyRequest, userId: string): UserRow {
  const user = request.currentUser;
  if (!user) throw new HttpError(401, API.unauthorized);
  if (user.id !== userId) throw new HttpError(403, API.forbidden);
  return user;
}

/** The signed-in user when a valid token is sent, otherwise null: for forms anyone may use. */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  try {
    await app.authenticate(request);
    return request.currentUser;
  } catch {
    return null;
  }
}

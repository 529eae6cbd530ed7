import type { SessionUser } from '@tranquera/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../../db/schema.ts';

const SESSION_TTL = '7d';
/** How long an e-mail change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_TTL = `${EMAIL_CHANGE_TTL_MS / 1000}s`;

const key = (secret: string) => new TextEncoder().encode(secret);

export function toSessionUser(row: UserRow): SessionUser {
  return {
    _id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email_address: row.emailAddress,
    profile_image: row.profileImage,
    profile: row.profile,
    is_admin: row.isAdmin,
  };
}

/** Session token: the payload carries the user (spec §3) and the password version. */
export function signSessionToken(secret: string, row: UserRow): Promise<string> {
  return new SignJWT({ user: toSessionUser(row), ver: row.tokenVersion, purpose: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(row.id)
    .setIssuedAt()
    .setExpirationTime(SESSION_TTL)
    .sign(key(secret));
}

export async function verifySessionToken(secret: string, token: string) {
  const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
  if (payload.purpose !== 'session' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
    throw new Error('not a session token');
  }
  return { userId: payload.sub, version: payload.ver };
}

/**
 * Signed link token for an e-mail change: bound to the user, the old and the new address (both
 * normalised, auth/email-address.ts).
 */
export function signEmailChangeToken(
  secret: string,
  userId: string,
  from: string,
  to: string,
): Promise<string> {
  return new SignJWT({ purpose: 'change-email', from, to })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(EMAIL_CHANGE_TTL)
    .sign(key(secret));
}

export async function verifyEmailChangeToken(secret: string, token: string) {
  const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
  if (payload.purpose !== 'change-email' || typeof payload.sub !== 'string')
    throw new Error('not an e-mail token');
  return { userId: payload.sub, from: String(payload.from), to: String(payload.to) };
}

/** A short-lived ticket to open the message stream (EventSource can't send headers). */
export function signStreamTicket(secret: string, row: UserRow): Promise<string> {
  return new SignJWT({ purpose: 'stream', ver: row.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(row.id)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(key(secret));
}

export async function verifyStreamTicket(secret: string, ticket: string) {
  const { payload } = await jwtVerify(ticket, key(secret), { algorithms: ['HS256'] });
  if (payload.purpose !== 'stream' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
    throw new Error('not a stream ticket');
  }
  return { userId: payload.sub, version: payload.ver };
}

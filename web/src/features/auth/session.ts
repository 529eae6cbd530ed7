import type { OwnProfile, SessionUser } from '@tranquera/contracts';
import { asOwnProfile, asSessionUser } from './session-shape.ts';

// Spec §3: the session ({token, user}) lives in session storage under 'auth', and the user is
// read from the token's payload. The token is only decoded here, never verified: the server
// is what trusts or rejects it. Spec §4: a user update replaces the stored user, so after a
// profile update the session keeps the whole own profile the server answered.
export type { SessionUser };
/** The token's user, or the whole own profile once a profile update replaced it. */
export type SessionAccount = SessionUser & Partial<OwnProfile>;
export interface Session {
  token: string;
  user: SessionAccount;
}
/** Why the last session ended: a logout goes home, an expiry asks to sign in again. */
export type SessionEnd = 'logout' | 'expired';
export interface SessionSnapshot {
  session: Session | null;
  endedBy: SessionEnd | null;
}

const KEY = 'auth';

interface TokenPayload {
  user: SessionUser;
  /** Seconds since the epoch. */
  exp?: number;
}

/** Spec §8: a token that is not a string, misses a part or has bad encoding or JSON is invalid. */
export function decodeToken(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!payload || typeof payload !== 'object') return null;
    const user = asSessionUser((payload as { user?: unknown }).user);
    if (!user) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return { user, exp: typeof exp === 'number' ? exp : undefined };
  } catch {
    return null;
  }
}

/** Milliseconds until the token expires (Infinity without `exp`), or null when unusable. */
export function tokenLifetimeMs(token: string, now = Date.now()): number | null {
  const payload = decodeToken(token);
  if (!payload) return null;
  if (payload.exp === undefined) return Number.POSITIVE_INFINITY;
  const left = payload.exp * 1000 - now;
  return left > 0 ? left : null;
}

/**
 * The user a session keeps: the token's, unless `stored` is the whole own profile of that same
 * user (what a profile update answers), which replaces it (spec §4).
 */
function keptUser(fromToken: SessionUser, stored: unknown): SessionAccount {
  const profile = asOwnProfile(stored);
  return profile && profile._id === fromToken._id ? profile : fromToken;
}

/**
 * The session a login token opens, or null for an undecodable or expired token. `storedUser` is
 * the user kept beside the token, if any (see `keptUser`).
 */
export function sessionFromToken(token: string, storedUser?: unknown): Session | null {
  const payload = decodeToken(token);
  if (!payload || tokenLifetimeMs(token) === null) return null;
  return { token, user: keptUser(payload.user, storedUser) };
}

/** Spec §4: the session is restored from session storage on start; a dead token is dropped. */
function restore(): SessionSnapshot {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return { session: null, endedBy: null };
    const parsed = JSON.parse(raw) as Partial<Session>;
    const session = typeof parsed.token === 'string' ? sessionFromToken(parsed.token, parsed.user) : null;
    if (session) return { session, endedBy: null };
    sessionStorage.removeItem(KEY);
    return { session: null, endedBy: 'expired' };
  } catch {
    return { session: null, endedBy: null };
  }
}

// A tiny external store: React reads it through `useSyncExternalStore`, the API client reads
// the token directly and ends the session when the server rejects it.
let snapshot: SessionSnapshot = restore();
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionSnapshot = (): SessionSnapshot => snapshot;

/** The current session, or null; an expired token ends it on the spot. */
export function readSession(): Session | null {
  const { session } = snapshot;
  if (session && tokenLifetimeMs(session.token) === null) {
    endSession('expired');
    return null;
  }
  return session;
}

/**
 * Stores a session. The user comes from the token when it carries one (spec §3), unless
 * `next.user` is that user's whole updated profile (spec §4).
 */
export function saveSession(next: Session): void {
  const fromToken = decodeToken(next.token)?.user;
  const session = { token: next.token, user: fromToken ? keptUser(fromToken, next.user) : next.user };
  sessionStorage.setItem(KEY, JSON.stringify(session));
  publish({ session, endedBy: null });
}

/** Spec §4: logging out clears session storage; an expired token only takes itself away. */
export function endSession(reason: SessionEnd): void {
  if (reason === 'logout') sessionStorage.clear();
  else sessionStorage.removeItem(KEY);
  if (snapshot.session || snapshot.endedBy !== reason) publish({ session: null, endedBy: reason });
}

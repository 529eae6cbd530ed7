import { describe, expect, it } from 'vitest';
import { decodeToken, sessionFromToken, tokenLifetimeMs } from './session.ts';
import { returnPath } from './login-state.ts';

const user = {
  _id: 'u1',
  username: 'anapg12',
  first_name: 'Ana',
  last_name: 'Pérez Gómez',
  email_address: 'ana@example.com',
  profile_image: null,
  profile: 'Inmobiliaria',
  is_admin: false,
};

/** A JWT-shaped token (header.payload.signature) with a base64url JSON payload; unsigned. */
function token(payload: unknown): string {
  const part = (value: unknown) => base64url(JSON.stringify(value));
  return `${part({ alg: 'HS256' })}.${part(payload)}.firma`;
}
function base64url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

describe('session tokens (spec §3: the user is read from the token)', () => {
  it('reads the user, accents included, from a live token', () => {
    const live = token({ user, exp: inSeconds(3600) });
    expect(sessionFromToken(live)).toEqual({ token: live, user });
    expect(tokenLifetimeMs(live)).toBeGreaterThan(3_500_000);
  });

  it('treats an expired token as logged out', () => {
    expect(sessionFromToken(token({ user, exp: inSeconds(-5) }))).toBeNull();
  });

  it('rejects what is not a token (spec §8: not a string, missing part, bad encoding or JSON)', () => {
    expect(decodeToken(42)).toBeNull();
    expect(decodeToken('solo-una-parte')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(`a.${base64url('{no es json')}.c`)).toBeNull();
    expect(decodeToken(token({ exp: inSeconds(60) }))).toBeNull();
  });
});

describe('the stored user after a profile update (spec §4: it replaces the stored user)', () => {
  const live = token({ user, exp: inSeconds(3600) });
  const profile = {
    ...user,
    email_address_confirmed: true,
    joined_at: '2024-03-01T12:00:00.000Z',
    status: 'active',
    accept_emails_from_admin: false,
    address: 'Pergamino, Buenos Aires',
    phone_number: '2477123456',
    description: 'Inmobiliaria rural con veinte años en el norte de Buenos Aires.',
    has_password: true,
  };

  it('keeps the whole updated profile, description included, with the token it came with', () => {
    expect(sessionFromToken(live, profile)).toEqual({ token: live, user: profile });
  });

  it("falls back to the token's user for anything that is not that user's whole profile", () => {
    expect(sessionFromToken(live, { ...profile, _id: 'otro' })?.user).toEqual(user);
    expect(sessionFromToken(live, { ...profile, description: 42 })?.user).toEqual(user);
    expect(sessionFromToken(live, { _id: 'u1', description: 'solo esto' })?.user).toEqual(user);
    expect(sessionFromToken(live)?.user).toEqual(user);
  });
});

describe('returnPath', () => {
  it('comes back only to pages of this site, never to /login', () => {
    expect(returnPath({ from: '/configuration?section=password' })).toBe('/configuration?section=password');
    expect(returnPath({ from: '//evil.example/x' })).toBeNull();
    expect(returnPath({ from: 'https://evil.example' })).toBeNull();
    expect(returnPath({ from: '/login' })).toBeNull();
    expect(returnPath({})).toBeNull();
  });
});

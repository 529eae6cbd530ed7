import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';

// A real OpenID Connect provider on loopback stands in for Google.
let issuer: OAuth2Server;
let app: FastifyInstance;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  app = await buildTestApp({
    GOOGLE_CLIENT_ID: 'tranquera-test',
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_ISSUER: issuer.issuer.url!,
    ADMIN_EMAILS: 'jefa@tranquera.test',
  });
});
afterAll(async () => {
  await app.close();
  await issuer.stop();
});

/** Walks the popup: our start URL → the provider → our callback, carrying the flow cookie. */
async function signInWithGoogle() {
  const start = await app.inject({ url: '/api/users/google-auth' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://tranquera.test/api/users/google-auth/callback',
  );
  const cookie = (start.headers['set-cookie'] as string).split(';')[0]!;
  const provider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  const done = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  const result = JSON.parse(
    /<script type="application\/json" id="google-result">(.*?)<\/script>/.exec(done.body)![1]!,
  );
  return { done, data: result.data, origin: result.origin };
}

describe('Google sign-in', () => {
  it('creates an account from verified claims and posts {token, user} to our origin only', async () => {
    claims = {
      sub: 'google-123',
      email: 'lucia.fernandez@example.com',
      email_verified: true,
      given_name: 'Lucía',
      family_name: 'Fernández',
    };
    const { done, data, origin } = await signInWithGoogle();
    expect(done.statusCode).toBe(200);
    expect(origin).toBe('http://tranquera.test');
    const script = await app.inject({ url: '/api/users/google-auth/popup.js' });
    expect(script.body).toContain('window.opener.postMessage(result.data, result.origin)');
    expect(data.user).toMatchObject({
      first_name: 'Lucía',
      last_name: 'Fernández',
      email_address: 'lucia.fernandez@example.com',
    });
    expect(data.user.username).toMatch(/^luciaf\d+$/);
    const profile = await app.inject({
      url: `/api/users/get-profile/${data.user._id}`,
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(profile.json().profile.email_address_confirmed).toBe(true);

    const again = await signInWithGoogle();
    expect(again.data.user._id).toBe(data.user._id);
  });

  it('links an existing account by verified e-mail', async () => {
    const existing = await insertUser(app.db, { emailAddress: 'ya.registrado@example.com' });
    claims = {
      sub: 'google-456',
      email: 'Ya.Registrado@example.com',
      email_verified: true,
      given_name: 'Ya',
      family_name: 'Registrado',
    };
    const { data } = await signInWithGoogle();
    expect(data.user._id).toBe(existing.id);
  });

  it('takes over an account someone registered with the address unconfirmed, and joins the team from ADMIN_EMAILS', async () => {
    // Somebody registered the team's address with a password, without owning the mailbox.
    const squatter = await signedInUser(app, {
      emailAddress: 'jefa@tranquera.test',
      username: 'impostora',
      emailAddressConfirmed: false,
    });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email_address: 'jefa@tranquera.test', password: TEST_PASSWORD },
      });
    expect((await login()).statusCode).toBe(200);

    claims = { sub: 'google-jefa', email: 'jefa@tranquera.test', email_verified: true, given_name: 'Jefa' };
    const { data } = await signInWithGoogle();
    expect(data.user).toMatchObject({ _id: squatter.user.id, is_admin: true });
    // The registrant's password and session no longer work; the mailbox's owner is on the team.
    expect((await login()).statusCode).toBe(401);
    const dashboard = (authorization: string) =>
      app.inject({ url: '/api/admin/dashboard', headers: { authorization } });
    expect((await dashboard(squatter.headers.authorization)).statusCode).toBe(401);
    expect((await dashboard(`Bearer ${data.token}`)).statusCode).toBe(200);
  });

  it('refuses an unverified e-mail and a callback without the flow cookie', async () => {
    claims = { sub: 'google-789', email: 'sin.verificar@example.com', email_verified: false };
    const { done, data } = await signInWithGoogle();
    expect(done.statusCode).toBe(400);
    expect(data).toEqual({ error: 'No fue posible ingresar con Google. Intenta de nuevo más tarde.' });
    const forged = await app.inject({ url: '/api/users/google-auth/callback?code=abc&state=xyz' });
    expect(forged.statusCode).toBe(400);
  });

  it('explains itself when Google is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({ url: '/api/users/google-auth' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('El ingreso con Google no está disponible en este momento.');
    } finally {
      await plain.close();
    }
  });
});

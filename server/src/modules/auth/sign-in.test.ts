import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailingTestApp, buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

// Getting into an account: registration, login, password recovery and change, rate limits.
// (What a signed-in user does with their own account: users/account.test.ts.)

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp());
});
afterAll(() => app.close());

const register = (overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: {
      email_address: 'ana.gomez@example.com',
      first_name: 'Ana',
      last_name: 'Gómez Paz',
      password: 'secreto1',
      passwordConfirmed: 'secreto1',
      profile: 'Propietario (Dueño Directo)',
      username: 'anagp12',
      ...overrides,
    },
  });

const login = (email_address: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email_address, password } });

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe('registration', () => {
  it('creates the account with the spec message and defaults, welcoming by e-mail', async () => {
    const res = await register();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Usuario creado con éxito' });
    const mail = await smtp.waitFor('ana.gomez@example.com', /Bienvenido/);
    expect(mail.text).toContain('http://tranquera.test/post-property');
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const res = await register({ email_address: 'ANA.GOMEZ@example.com', username: 'otra99' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Error al registrar usuario',
      reason: 'La cuenta de email ingresada ya existe en la plataforma.',
    });
  });

  it('keeps usernames unique by retrying the digits instead of failing', async () => {
    const res = await register({ email_address: 'ana2@example.com' });
    expect(res.statusCode).toBe(201);
    const ok = await login('ana2@example.com', 'secreto1');
    const user = ok.json().user;
    expect(user.username).toMatch(/^anagp\d{2}$/);
    expect(user.username).not.toBe('anagp12');
  });

  it.each([
    [{ password: '123', passwordConfirmed: '123' }, 'La contraseña debe tener al menos 5 caracteres.'],
    [{ passwordConfirmed: 'otra-cosa' }, 'Las contraseñas no coinciden.'],
    [{ email_address: 'no-es-un-email' }, 'La dirección de email indicada es inválida.'],
    [{ first_name: '   ' }, 'Debes completar este campo.'],
  ])('rejects invalid data %o with a Spanish message', async (overrides, message) => {
    const res = await register({ email_address: 'invalid@example.com', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('login', () => {
  it('accepts e-mail or username and returns a token whose payload carries the user', async () => {
    const byEmail = await login('Ana.Gomez@example.com', 'secreto1');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().message).toBe('Ingreso exitoso');
    const payload = decodePayload(byEmail.json().token);
    expect(payload.user).toMatchObject({
      username: 'anagp12',
      first_name: 'Ana',
      email_address: 'ana.gomez@example.com',
    });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(payload)).not.toMatch(/scrypt|password/i);

    const byUsername = await login('anagp12', 'secreto1');
    expect(byUsername.json().message).toBe('Ingreso exitoso');
  });

  it('answers Ingreso fallido for a wrong password or an unknown account alike', async () => {
    const wrong = await login('anagp12', 'nope-nope');
    const unknown = await login('nadie@example.com', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Ingreso fallido' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes completar este campo');
  });
});

describe('password recovery', () => {
  it('mails a temporary password that asks for a change, then sets the new one once', async () => {
    await register({ email_address: 'rec@example.com', username: 'recu10' });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/users/send-password',
      payload: { email_address: 'rec@example.com' },
    });
    expect(sent.json()).toEqual({ message: 'Contraseña enviada con éxito' });
    const mail = await smtp.waitFor('rec@example.com', /contraseña temporal/i);
    const temporary = /contraseña temporal es: (\S+)/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();
    expect(mail.html).toContain(temporary);

    // The current password still works: a stranger asking for a reset locks nobody out.
    expect((await login('rec@example.com', 'secreto1')).json().message).toBe('Ingreso exitoso');
    const withTemporary = await login('rec@example.com', temporary!);
    expect(withTemporary.json()).toEqual({ message: 'Cambio de contraseña necesario' });

    const update = (password: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/update-password',
        payload: { email_address: 'rec@example.com', password, newPassword: 'nueva-clave' },
      });
    const updated = await update(temporary!);
    expect(updated.json()).toEqual({ message: 'Contraseña actualizado con éxito' });
    expect((await login('rec@example.com', 'nueva-clave')).json().message).toBe('Ingreso exitoso');
    expect((await login('rec@example.com', 'secreto1')).statusCode).toBe(401);

    // Single use.
    const again = await update(temporary!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Contraseña y/o email inválidos.' });
  });

  it('answers the spec message for an unknown e-mail and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/send-password',
      payload: { email_address: 'nadie@example.com' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Contraseña y/o email inválidos.' });
    expect(smtp.received.length).toBe(before);
  });

  it('rejects a malformed body', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/update-password',
      payload: { email_address: 'rec@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes completar este campo.');
  });
});

describe('password change signs out everywhere', () => {
  it('rejects tokens issued before the change', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/update-password',
      payload: { email_address: me.user.emailAddress, password: TEST_PASSWORD, newPassword: 'otra-clave' },
    });
    expect(res.json().message).toBe('Contraseña actualizado con éxito');
    const old = await app.inject({ url: `/api/users/get-profile/${me.user.id}`, headers: me.headers });
    expect(old.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with a Spanish message after too many attempts on one account', async () => {
    const limited = await buildTestApp({ RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email_address: 'victim@example.com', password: `guess-${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

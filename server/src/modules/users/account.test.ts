import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { jpegPhoto, multipartImages } from '../../test/image-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildMailingTestApp } from '../../test/build-test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';

// What a signed-in user does with their own account: profile, e-mail address, photo, deletion.
// (Getting into an account: auth/sign-in.test.ts.)

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp());
});
afterAll(() => app.close());

const profileBody = {
  first_name: 'Marta',
  last_name: 'Ríos',
  username: 'martar55',
  address: 'Tandil, Buenos Aires',
  phone_number: '2494 555 123',
  description: 'Productora ganadera.',
  profile: 'Propietario (Dueño Directo)',
  accept_emails_from_admin: false,
};

// Every protected endpoint of the account: method, path for a given user id, and a valid body.
const protectedEndpoints = [
  { name: 'get-profile', method: 'GET', url: (id: string) => `/api/users/get-profile/${id}` },
  {
    name: 'update-profile',
    method: 'PUT',
    url: (id: string) => `/api/users/update-profile/${id}`,
    payload: profileBody,
  },
  {
    name: 'change-email',
    method: 'PUT',
    url: (id: string) => `/api/users/change-email/${id}`,
    payload: { new_email_address: 'nuevo@example.com' },
  },
  { name: 'delete-profile', method: 'DELETE', url: (id: string) => `/api/users/delete-profile/${id}` },
] as const;

describe('protected account endpoints', () => {
  it.each(protectedEndpoints)(
    '$method $name answers 401 without a token and with a forged one',
    async (endpoint) => {
      const { user } = await signedInUser(app);
      const missing = await app.inject({
        method: endpoint.method,
        url: endpoint.url(user.id),
        payload: 'payload' in endpoint ? endpoint.payload : undefined,
      });
      expect(missing.statusCode).toBe(401);
      expect(missing.json().message).toBe('Debes iniciar sesión para realizar esta acción.');
      const forged = await app.inject({
        method: endpoint.method,
        url: endpoint.url(user.id),
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid' },
        payload: 'payload' in endpoint ? endpoint.payload : undefined,
      });
      expect(forged.statusCode).toBe(401);
    },
  );

  it.each(protectedEndpoints)(
    "$method $url answers 403 with another user's token and changes nothing",
    async (endpoint) => {
      const owner = await signedInUser(app);
      const stranger = await signedInUser(app);
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.url(owner.user.id),
        headers: stranger.headers,
        payload: 'payload' in endpoint ? endpoint.payload : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
      const still = await app.inject({
        url: `/api/users/get-profile/${owner.user.id}`,
        headers: owner.headers,
      });
      expect(still.json().profile.username).toBe(owner.user.username);
    },
  );
});

describe('profile', () => {
  it('returns the own profile with private fields only to its owner', async () => {
    const me = await signedInUser(app, { phoneNumber: '11 4444 5555' });
    const res = await app.inject({ url: `/api/users/get-profile/${me.user.id}`, headers: me.headers });
    expect(res.json().profile).toMatchObject({
      _id: me.user.id,
      phone_number: '11 4444 5555',
      email_address: me.user.emailAddress,
    });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
  });

  it('updates every field and returns the new session user and token', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${me.user.id}`,
      headers: me.headers,
      payload: profileBody,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Perfil actualizado con éxito');
    expect(body.updatedProfile).toMatchObject({
      first_name: 'Marta',
      username: 'martar55',
      phone_number: '2494 555 123',
      accept_emails_from_admin: false,
      address: 'Tandil, Buenos Aires',
    });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.user.username).toBe('martar55');
    const publicPage = await app.inject({ url: '/api/users/get-user/martar55' });
    expect(publicPage.json().userData.description).toBe('Productora ganadera.');
    expect(publicPage.body).not.toContain('2494 555 123');
  });

  it('answers the whole own profile as updatedProfile, description included, and no secrets', async () => {
    const me = await signedInUser(app, {
      tempPasswordHash: 'scrypt$temporal',
      tempPasswordExpiresAt: new Date(Date.now() + 3_600_000),
      googleSubject: 'google-subject-4711',
      tokenVersion: 3,
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${me.user.id}`,
      headers: me.headers,
      payload: { ...profileBody, username: 'martaperfil1' },
    });
    expect(res.statusCode).toBe(200);
    const { updatedProfile } = res.json();
    // Spec §3 User (the chat list lives in the conversations), plus whether a password is set.
    expect(Object.keys(updatedProfile).sort()).toEqual(
      [
        '_id',
        'first_name',
        'last_name',
        'username',
        'email_address',
        'email_address_confirmed',
        'joined_at',
        'status',
        'is_admin',
        'accept_emails_from_admin',
        'profile',
        'profile_image',
        'address',
        'phone_number',
        'description',
        'has_password',
      ].sort(),
    );
    expect(updatedProfile).toEqual({
      _id: me.user.id,
      first_name: 'Marta',
      last_name: 'Ríos',
      username: 'martaperfil1',
      email_address: me.user.emailAddress,
      email_address_confirmed: true,
      joined_at: me.user.joinedAt.toISOString(),
      status: 'active',
      is_admin: false,
      accept_emails_from_admin: false,
      profile: 'Propietario (Dueño Directo)',
      profile_image: null,
      address: 'Tandil, Buenos Aires',
      phone_number: '2494 555 123',
      description: 'Productora ganadera.',
      has_password: true,
    });
    // The same shape the own-profile screen reads.
    const own = await app.inject({
      url: `/api/users/get-profile/${me.user.id}`,
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(own.json().profile).toEqual(updatedProfile);
    expect(res.body).not.toMatch(/scrypt|google-subject|password_hash|temp_password|token_version/i);
  });

  it("answers 'El nombre de usuario ya existe' for a taken username", async () => {
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${me.user.id}`,
      headers: me.headers,
      payload: { ...profileBody, username: 'MARTAR55' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El nombre de usuario ya existe');
  });

  it('rejects a malformed body with a Spanish message', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${me.user.id}`,
      headers: me.headers,
      payload: { ...profileBody, first_name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes completar este campo.');
  });
});

describe('e-mail change', () => {
  it('mails a signed link to the new address that completes the change once', async () => {
    const me = await signedInUser(app, { firstName: 'Pablo' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/change-email/${me.user.id}`,
      headers: me.headers,
      payload: { new_email_address: 'Pablo.Nuevo@example.com' },
    });
    expect(res.json().message).toBe(
      'Te hemos enviado un mensaje al nuevo email, ingresa a tu casilla de correo para confirmar el cambio.',
    );
    const mail = await smtp.waitFor('pablo.nuevo@example.com', /Confirmá/);
    const link = new URL(/(http:\/\/tranquera\.test\/change-email\/\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe(`/change-email/${me.user.id}`);
    const mailParam = link.searchParams.get('mail')!;
    const usr = link.searchParams.get('usr')!;

    const tampered = await app.inject({
      url: `/api/users/update-email/${me.user.id}/${encodeURIComponent('otro@example.com')}?usr=${usr}`,
    });
    expect(tampered.statusCode).toBe(400);

    const confirm = await app.inject({
      url: `/api/users/update-email/${me.user.id}/${encodeURIComponent(mailParam)}`,
      headers: { authorization: `Bearer ${usr}` },
    });
    expect(confirm.json()).toEqual({ message: 'Email actualizado con éxito' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email_address: 'pablo.nuevo@example.com', password: TEST_PASSWORD },
    });
    expect(login.json().message).toBe('Ingreso exitoso');

    // The link names the old address, which the account no longer has: it can't be replayed.
    const replay = await app.inject({
      url: `/api/users/update-email/${me.user.id}/${encodeURIComponent(mailParam)}?usr=${usr}`,
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses an address that another account uses', async () => {
    const other = await signedInUser(app);
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/change-email/${me.user.id}`,
      headers: me.headers,
      payload: { new_email_address: other.user.emailAddress.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La cuenta de email ingresada ya existe en la plataforma.');
  });

  it('rejects an invalid address', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/change-email/${me.user.id}`,
      headers: me.headers,
      payload: { new_email_address: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La dirección de email indicada es inválida.');
  });
});

describe('photo upload and account deletion', () => {
  it('stores an uploaded photo in three WebP sizes, and deleting the account removes listings and photos', async () => {
    const me = await signedInUser(app);
    const body = multipartImages([{ name: 'campo.jpg', data: await jpegPhoto(), type: 'image/jpeg' }]);
    const denied = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${me.user.id}`,
      ...body,
    });
    expect(denied.statusCode).toBe(401);
    const upload = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${me.user.id}`,
      ...body,
      headers: { ...body.headers, ...me.headers },
    });
    expect(upload.statusCode).toBe(201);
    const [url] = upload.json().urls as string[];
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f-]+-lg\.webp$/);
    const served = await app.inject({ url: url! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    await insertProperty(app.db, me.user.id, { images: [url!] });
    const uploadsDir = path.join(app.config.DATA_DIR, 'uploads', 'u');
    expect(readdirSync(uploadsDir).filter((f) => url!.includes(f.slice(0, 36)))).toHaveLength(3);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/delete-profile/${me.user.id}`,
      headers: me.headers,
    });
    expect(deleted.json()).toEqual({ message: 'Cuenta eliminada con éxito' });
    expect(readdirSync(uploadsDir).filter((f) => url!.includes(f.slice(0, 36)))).toHaveLength(0);
    const listings = await app.inject({ url: `/api/properties/?userId=${me.user.id}` });
    expect(listings.json().payload).toEqual([]);
    const after = await app.inject({ url: `/api/users/get-profile/${me.user.id}`, headers: me.headers });
    expect(after.statusCode).toBe(401);
  });

  it("refuses a text file named .jpg and another user's upload path", async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const fake = multipartImages([
      { name: 'foto.jpg', data: Buffer.from('no soy una imagen'), type: 'image/jpeg' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${me.user.id}`,
      ...fake,
      headers: { ...fake.headers, ...me.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Solo se permiten imágenes JPG, PNG o GIF.');
    const good = multipartImages([{ name: 'campo.jpg', data: await jpegPhoto(), type: 'image/jpeg' }]);
    const forbidden = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${other.user.id}`,
      ...good,
      headers: { ...good.headers, ...me.headers },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sampleListing } from '../../db/seed/factories.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { hugePngHeader, jpegPhoto, multipartImages } from '../../test/image-files.ts';
import { sweepOrphanUploads, ORPHAN_GRACE_MS } from '../images/uploads.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const storedFiles = () => {
  const dir = path.join(app.config.DATA_DIR, 'uploads', 'u');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function upload(
  user: Awaited<ReturnType<typeof signedInUser>>,
  files: { name: string; data: Buffer; type?: string }[],
) {
  const body = multipartImages(files);
  return app.inject({
    method: 'POST',
    url: `/api/properties/upload-image/${user.user.id}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

async function publish(
  user: Awaited<ReturnType<typeof signedInUser>>,
  overrides: Record<string, unknown> = {},
) {
  const photos = await upload(user, [
    { name: 'uno.jpg', data: await jpegPhoto() },
    { name: 'dos.jpg', data: await jpegPhoto(640, 480, { r: 200, g: 180, b: 90 }) },
  ]);
  const images = photos.json().urls as string[];
  const res = await app.inject({
    method: 'POST',
    url: '/api/properties/add-property',
    headers: user.headers,
    payload: {
      ...sampleListing,
      listing_title: 'Campo mixto en Azul',
      images,
      user_id: 'ignored',
      ...overrides,
    },
  });
  return { res, images };
}

describe('publishing a listing', () => {
  it('creates it for the token user, visible in search at once, main image first', async () => {
    const seller = await signedInUser(app);
    const { res, images } = await publish(seller, { user_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Propiedad creada con éxito');
    const id = res.json().addedProperty._id;
    const detail = (await app.inject({ url: `/api/properties/get-property/${id}` })).json().property;
    expect(detail.user_id._id).toBe(seller.user.id);
    expect(detail.main_image_url).toBe(images[0]);
    const found = (await app.inject({ url: '/api/properties/?search=mixto%20azul' })).json().payload;
    expect(found.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it('needs a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/properties/add-property',
      payload: sampleListing,
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses another user's photos", async () => {
    const owner = await signedInUser(app);
    const thief = await signedInUser(app);
    const photos = (await upload(owner, [{ name: 'a.jpg', data: await jpegPhoto() }])).json().urls;
    const res = await app.inject({
      method: 'POST',
      url: '/api/properties/add-property',
      headers: thief.headers,
      payload: { ...sampleListing, images: photos },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Las imágenes indicadas no son válidas. Vuelve a subirlas.');
  });

  it('lets only one of two listings saved at once take the same photo', async () => {
    const seller = await signedInUser(app);
    const photos = (await upload(seller, [{ name: 'a.jpg', data: await jpegPhoto() }])).json().urls;
    const save = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/api/properties/add-property',
        headers: seller.headers,
        payload: { ...sampleListing, listing_title: title, images: photos },
      });
    const results = await Promise.all([save('Campo uno con foto'), save('Campo dos con foto')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const own = await app.inject({ url: `/api/properties/?userId=${seller.user.id}` });
    expect(own.json().payload).toHaveLength(1);
  });

  it('leaves no row for an invalid listing, and its uploads are swept later', async () => {
    const seller = await signedInUser(app);
    const before = (await app.inject({ url: `/api/properties/?userId=${seller.user.id}` })).json().info.total;
    const { res, images } = await publish(seller, { description: 'muy corta' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La descripción debe tener al menos 50 caracteres.');
    expect((await app.inject({ url: `/api/properties/?userId=${seller.user.id}` })).json().info.total).toBe(
      before,
    );
    await sweepOrphanUploads(app.db, app.imageStorage, Date.now() + ORPHAN_GRACE_MS + 1000);
    const names = storedFiles();
    for (const url of images) expect(names.some((name) => url.includes(name.slice(0, 36)))).toBe(false);
  });
});

describe('bad uploads leave nothing stored', () => {
  it.each([
    [
      'a text file named .jpg',
      async () => [{ name: 'foto.jpg', data: Buffer.from('hola, no soy una foto') }],
      415,
      'Solo se permiten imágenes JPG, PNG o GIF.',
    ],
    [
      'a 21st image',
      async () =>
        Array.from({ length: 21 }, (_, i) => ({
          name: `f${i}.jpg`,
          data: Buffer.from([0xff, 0xd8, 0xff, i]),
        })),
      413,
      'Puedes subir como máximo 20 imágenes.',
    ],
    [
      '51 MB in total',
      async () => [
        {
          name: 'a.jpg',
          data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(26 * 1024 * 1024)]),
        },
        {
          name: 'b.jpg',
          data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(25 * 1024 * 1024)]),
        },
      ],
      413,
      'Las imágenes no pueden superar los 50 MB en total.',
    ],
    [
      'a 20000×20000 PNG',
      async () => [{ name: 'bomba.png', data: hugePngHeader(), type: 'image/png' }],
      422,
      'Una de las imágenes no se pudo procesar. Prueba con otra imagen.',
    ],
  ])('%s', async (_name, files, status, message) => {
    const seller = await signedInUser(app);
    const before = storedFiles().length;
    const res = await upload(seller, await files());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(storedFiles().length).toBe(before);
  });

  it('never uses the file name: a path-traversal name is stored under a random name', async () => {
    const seller = await signedInUser(app);
    const res = await upload(seller, [{ name: '../../../../tmp/evil.jpg', data: await jpegPhoto() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().urls[0]).toMatch(/^\/uploads\/u\/[0-9a-f-]{36}-lg\.webp$/);
    expect(existsSync('/tmp/evil.jpg')).toBe(false);
  });
});

describe('editing and deleting', () => {
  it('gives another user 403 on update and delete and changes nothing', async () => {
    const seller = await signedInUser(app);
    const stranger = await signedInUser(app);
    const { res, images } = await publish(seller);
    const id = res.json().addedProperty._id;
    const body = { ...sampleListing, listing_title: 'Robado', images };
    for (const userId of [stranger.user.id, seller.user.id]) {
      const update = await app.inject({
        method: 'PUT',
        url: `/api/properties/update-property/${id}/${userId}`,
        headers: stranger.headers,
        payload: body,
      });
      expect(update.statusCode).toBe(403);
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/properties/delete-property/${id}/${userId}`,
        headers: stranger.headers,
      });
      expect(remove.statusCode).toBe(403);
    }
    const noToken = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${id}/${seller.user.id}`,
    });
    expect(noToken.statusCode).toBe(401);
    const detail = (await app.inject({ url: `/api/properties/get-property/${id}` })).json().property;
    expect(detail.listing_title).toBe('Campo mixto en Azul');
    expect(detail.images).toEqual(images);
  });

  it('updates fields and photos (removed ones deleted), then deletes the listing and its photos', async () => {
    const seller = await signedInUser(app);
    const { res, images } = await publish(seller);
    const id = res.json().addedProperty._id;
    const added = (await upload(seller, [{ name: 'tres.jpg', data: await jpegPhoto() }])).json()
      .urls as string[];
    const kept = [added[0]!, images[1]!];
    const update = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${seller.user.id}`,
      headers: seller.headers,
      payload: { ...sampleListing, listing_title: 'Campo mixto en Azul', price: 3100, images: kept },
    });
    expect(update.json()).toEqual({ message: 'Propiedad actualizada con éxito' });
    const detail = (await app.inject({ url: `/api/properties/get-property/${id}` })).json().property;
    expect(detail.price).toBe(3100);
    expect(detail.main_image_url).toBe(added[0]);
    const removedKey = images[0]!.split('/').pop()!.slice(0, 36);
    expect(storedFiles().some((name) => name.startsWith(removedKey))).toBe(false);

    const malformed = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${seller.user.id}`,
      headers: seller.headers,
      payload: { ...sampleListing, payment_type: [], images: kept },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Debes elegir al menos una opción.');

    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${id}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(remove.json()).toEqual({ message: 'Propiedad eliminada con éxito' });
    expect((await app.inject({ url: `/api/properties/get-property/${id}` })).statusCode).toBe(404);
    for (const url of kept) expect(storedFiles().some((name) => url.includes(name.slice(0, 36)))).toBe(false);
  });
});

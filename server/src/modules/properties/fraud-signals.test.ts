import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { copiedPhoto, publishListing, scenicPhoto, uploadPhotos } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import { inArray } from 'drizzle-orm';
import { photoFingerprints } from '../../db/schema.ts';
import { fingerprintPhoto, hammingDistance } from '../images/fingerprint.ts';
import { backfillFingerprints } from '../images/fingerprint-backfill.ts';

let app: FastifyInstance;
let member: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await buildTestApp();
  member = await signedInUser(app, { isAdmin: true, username: 'equipo', emailAddress: 'equipo@example.com' });
});
afterAll(() => app.close());

const pendingFlags = async () =>
  (await app.inject({ url: '/api/admin/flags', headers: member.headers })).json().flags as {
    kind: string;
    summary: string;
    property: { _id: string };
    related_property: { _id: string } | null;
  }[];

describe('perceptual hashes', () => {
  it('match a re-encoded, smaller copy and tell different photos apart', async () => {
    const original = await scenicPhoto(1);
    const [a, copy, other] = await Promise.all([
      fingerprintPhoto(original),
      fingerprintPhoto(await copiedPhoto(original)),
      fingerprintPhoto(await scenicPhoto(2)),
    ]);
    expect(hammingDistance(a!.hash, copy!.hash)).toBeLessThanOrEqual(3);
    expect(hammingDistance(a!.hash, other!.hash)).toBeGreaterThan(10);
  });
});

describe('fraud signals on publishing', () => {
  it("flags a listing whose photo is a copy of another owner's, naming the original", async () => {
    const honest = await signedInUser(app, { username: 'honesto', emailAddress: 'honesto@example.com' });
    const scammer = await signedInUser(app, { username: 'estafa', emailAddress: 'estafa@example.com' });
    const photo = await scenicPhoto(7);
    const original = await publishListing(app, honest, {
      listing_title: 'Campo original en Rauch',
      images: await uploadPhotos(app, honest, [photo, await scenicPhoto(8)]),
    });
    const copy = await publishListing(app, scammer, {
      listing_title: 'Oportunidad única en Rauch',
      images: await uploadPhotos(app, scammer, [await scenicPhoto(9), await copiedPhoto(photo)]),
    });

    const flags = await pendingFlags();
    const flag = flags.find((f) => f.property._id === copy);
    expect(flag).toMatchObject({ kind: 'copied-photos', related_property: { _id: original } });
    expect(flags.some((f) => f.property._id === original)).toBe(false);
    const listed = await app.inject({ url: '/api/admin/properties?status=flagged', headers: member.headers });
    expect(listed.json().properties).toEqual([expect.objectContaining({ _id: copy, pending_flags: 1 })]);
    // A flag asks for a look; the listing stays online until the team decides.
    expect((await app.inject({ url: `/api/properties/get-property/${copy}` })).statusCode).toBe(200);
  });

  it('also sees photos uploaded before hashes existed, once the backfill has run', async () => {
    const veteran = await signedInUser(app, { username: 'veterano', emailAddress: 'veterano@example.com' });
    const photo = await scenicPhoto(41);
    const images = await uploadPhotos(app, veteran, [photo]);
    // As if uploaded before this release: no fingerprint.
    await app.db.delete(photoFingerprints).where(inArray(photoFingerprints.url, images));
    const original = await publishListing(app, veteran, { listing_title: 'Campo de antes', images });
    expect(await backfillFingerprints(app.db, app.imageStorage)).toBeGreaterThanOrEqual(1);
    expect(await backfillFingerprints(app.db, app.imageStorage)).toBe(0);

    const copier = await signedInUser(app, { username: 'copion', emailAddress: 'copion@example.com' });
    const copy = await publishListing(app, copier, {
      images: await uploadPhotos(app, copier, [await copiedPhoto(photo)]),
    });
    const flag = (await pendingFlags()).find((f) => f.property._id === copy);
    expect(flag).toMatchObject({ kind: 'copied-photos', related_property: { _id: original } });
  });

  it('leaves an owner reusing their own photo and different photos alone', async () => {
    const owner = await signedInUser(app, { username: 'repite', emailAddress: 'repite@example.com' });
    const photo = await scenicPhoto(21);
    await publishListing(app, owner, { images: await uploadPhotos(app, owner, [photo]) });
    const second = await publishListing(app, owner, {
      images: await uploadPhotos(app, owner, [await copiedPhoto(photo)]),
    });
    const stranger = await signedInUser(app, { username: 'otro', emailAddress: 'otro@example.com' });
    const third = await publishListing(app, stranger, {
      images: await uploadPhotos(app, stranger, [await scenicPhoto(33)]),
    });
    const flagged = (await pendingFlags()).map((f) => f.property._id);
    expect(flagged).not.toContain(second);
    expect(flagged).not.toContain(third);
  });

  it("flags a price far below the province's median per hectare", async () => {
    const owner = await signedInUser(app, { username: 'mercado', emailAddress: 'mercado@example.com' });
    for (const price of [4000, 4200, 4500, 5000, 5200, 6000]) {
      await insertProperty(app.db, owner.user.id, {
        state: 'La Pampa',
        price,
        currency: 'USD',
        pricing_unit: 'por Hectárea',
      });
    }
    const seller = await signedInUser(app, { username: 'barato', emailAddress: 'barato@example.com' });
    const cheap = await publishListing(app, seller, {
      state: 'La Pampa',
      price: 900,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
    });
    const fair = await publishListing(app, seller, {
      state: 'La Pampa',
      price: 4100,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
    });
    const flags = await pendingFlags();
    expect(flags.find((f) => f.property._id === cheap)).toMatchObject({
      kind: 'low-price',
      summary: 'Precio sospechoso: US$ 900 por hectárea, cuando la mediana en La Pampa es US$ 4.750.',
    });
    expect(flags.some((f) => f.property._id === fair)).toBe(false);
  });
});

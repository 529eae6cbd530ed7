import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../config.ts';
import { photoFingerprints } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { jpegPhoto } from '../../test/image-files.ts';
import { publishListing, scenicPhoto, uploadPhotos } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import { backfillFingerprints } from './fingerprint-backfill.ts';
import { s3ImageStorage } from './s3-storage.ts';
import { diskImageStorage } from './storage.ts';

// A real S3-compatible server (s3rver, which checks request signatures) on an ephemeral port,
// with one bucket whose root, in path style, is the public URL of the photos.
const BUCKET = 'fotos';
const directory = mkdtempSync(path.join(tmpdir(), 'tranquera-s3-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
let settings: S3Settings;
let bucket: S3Client;

beforeAll(async () => {
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  settings = {
    endpoint,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: `${endpoint}/${BUCKET}`,
    region: 'us-east-1',
  };
  bucket = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  bucket.destroy();
  await s3rver.close();
  rmSync(directory, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_ENDPOINT: settings.endpoint,
  S3_BUCKET: settings.bucket,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  S3_PUBLIC_URL: `${settings.publicUrl}/`,
});

async function objectsInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('S3 image storage', () => {
  it('saves a file under S3_PUBLIC_URL, serves it from the bucket, reads and removes it', async () => {
    const storage = await s3ImageStorage(settings);
    const data = Buffer.from('RIFF-not-really-webp');
    const url = await storage.save('0a1b2c3d-lg.webp', data);

    expect(url).toBe(`${settings.publicUrl}/u/0a1b2c3d-lg.webp`);
    expect(storage.owns(url)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(data);
    expect(await storage.read(url)).toEqual(data);

    await storage.remove(url);
    expect((await fetch(url)).status).toBe(404);
    expect(await storage.read(url)).toBeNull();
    await expect(storage.remove(url)).resolves.toBeUndefined();
  });

  it('owns only its own users’ files: not demo photos, other hosts or unsafe names', async () => {
    const storage = await s3ImageStorage(settings);
    for (const url of [
      '/uploads/demo/campo-1-lg.webp',
      '/uploads/u/0a1b2c3d-lg.webp',
      `https://elsewhere.example/${BUCKET}/u/0a1b2c3d-lg.webp`,
      `${settings.publicUrl}/demo/0a1b2c3d-lg.webp`,
      `${settings.publicUrl}/u/../secret.webp`,
      `${settings.publicUrl}/u/0a1b2c3d-lg.webp?x=1`,
    ]) {
      expect(storage.owns(url), url).toBe(false);
      expect(await storage.read(url), url).toBeNull();
    }
    await expect(storage.save('../escape.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('still reads and removes photos stored on the disk before the switch', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'tranquera-uploads-'));
    try {
      const disk = diskImageStorage(uploads);
      const old = await disk.save('0d15c0de-lg.webp', Buffer.from('antes'));
      const storage = await s3ImageStorage(settings, disk);
      expect(storage.owns(old)).toBe(true);
      expect(await storage.read(old)).toEqual(Buffer.from('antes'));
      await storage.remove(old);
      expect(existsSync(path.join(uploads, 'u', '0d15c0de-lg.webp'))).toBe(false);
      expect(await storage.save('0e0e0e0e-lg.webp', Buffer.from('nuevo'))).toMatch(settings.publicUrl);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('fails a read when the store is unreachable instead of calling the photo gone', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const storage = await s3ImageStorage({ ...settings, endpoint, publicUrl: `${endpoint}/${BUCKET}` });
    await expect(storage.read(`${endpoint}/${BUCKET}/u/0a1b2c3d-lg.webp`)).rejects.toThrow();
  });
});

describe('S3 configuration', () => {
  it('refuses to start with only some of the S3 variables', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-config-'));
    try {
      const { S3_BUCKET: _, ...partial } = s3Env();
      expect(() => loadConfig({ DATA_DIR: dataDir, ...partial })).toThrow(
        /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL together; missing: S3_BUCKET/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3Env(), S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(
        /S3_PUBLIC_URL/,
      );
      expect(loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: '', S3_BUCKET: '' }).S3_ENDPOINT).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('photos through the API with S3 configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(s3Env());
  });
  afterAll(() => app.close());

  it('uploads to the bucket, publishes with absolute photo URLs, and deletes them with the listing', async () => {
    const seller = await signedInUser(app);
    const urls = await uploadPhotos(app, seller, [await scenicPhoto(1), await jpegPhoto()]);
    expect(urls).toHaveLength(2);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^${settings.publicUrl}/u/[0-9a-f-]{36}-lg\\.webp$`));
    const keys = urls.map((url) => url.slice(url.indexOf('/u/') + 1));
    const sizes = (key: string) =>
      ['lg', 'md', 'sm'].map((size) => key.replace(/-lg\.webp$/, `-${size}.webp`));
    const stored = await objectsInBucket();
    for (const key of keys) expect(stored).toEqual(expect.arrayContaining(sizes(key)));
    expect(existsSync(path.join(app.config.DATA_DIR, 'uploads', 'u'))).toBe(false);
    const large = await fetch(urls[0]!);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect((await large.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const id = await publishListing(app, seller, { images: urls });
    const detail = (await app.inject({ url: `/api/properties/get-property/${id}` })).json().property;
    expect(detail.main_image_url).toBe(urls[0]);
    expect(detail.images).toEqual(urls);

    // The fingerprint backfill reads the large size back from the bucket.
    await app.db.delete(photoFingerprints).where(eq(photoFingerprints.url, urls[0]!));
    expect(await backfillFingerprints(app.db, app.imageStorage)).toBe(1);
    const [print] = await app.db.select().from(photoFingerprints).where(eq(photoFingerprints.url, urls[0]!));
    expect(print?.hash).not.toBe('');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${id}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(200);
    const left = await objectsInBucket();
    for (const key of keys) for (const size of sizes(key)) expect(left).not.toContain(size);
  });

  it('lets pages load photos from S3_PUBLIC_URL (Content-Security-Policy img-src)', async () => {
    const res = await app.inject({ url: '/api/properties/?limit=1' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'img-src');
    expect(imgSrc).toContain(new URL(settings.publicUrl).origin);
  });
});

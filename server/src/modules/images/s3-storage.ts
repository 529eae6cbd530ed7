import type { S3Settings } from '../../config.ts';
import { type ImageStorage, SAFE_KEY } from './storage.ts';

/** Users' photos live under this prefix of the bucket, as on the disk (`uploads/u/`). */
const KEY_PREFIX = 'u/';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Photos in a bucket of an S3-compatible store. A photo's URL is absolute, under
 * `S3_PUBLIC_URL`, and is what the database keeps, so browsers fetch it from the store (or the
 * CDN in front of it), never through this server. URLs of photos stored on the disk before the
 * switch (`/uploads/u/…`) are still read and removed through `legacy`.
 */
export async function s3ImageStorage(settings: S3Settings, legacy?: ImageStorage): Promise<ImageStorage> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bucket in the path, not the host name: what MinIO and most S3-compatible servers expect.
    forcePathStyle: true,
    // Checksums only where S3 demands them: some S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that hangs fails the upload instead of holding it forever (the SDK retries twice).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const urlPrefix = `${settings.publicUrl}/${KEY_PREFIX}`;
  const nameOf = (url: string) => {
    const name = url.startsWith(urlPrefix) ? url.slice(urlPrefix.length) : '';
    return SAFE_KEY.test(name) ? name : null;
  };
  const object = (name: string) => ({ Bucket: settings.bucket, Key: `${KEY_PREFIX}${name}` });

  return {
    async save(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: data,
          ContentType: CONTENT_TYPES[key.split('.').pop() ?? ''],
          // Names are random and never reused, as on the disk.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${urlPrefix}${key}`;
    },
    async remove(url) {
      const name = nameOf(url);
      if (name) await client.send(new DeleteObjectCommand(object(name)));
      else await legacy?.remove(url);
    },
    async read(url) {
      const name = nameOf(url);
      if (!name) return legacy ? legacy.read(url) : null;
      try {
        const found = await client.send(new GetObjectCommand(object(name)));
        return found.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
      } catch (error) {
        // Gone is an answer; an unreachable store is not, and the caller tries again later.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    owns(url) {
      return nameOf(url) !== null || (legacy?.owns(url) ?? false);
    },
  };
}

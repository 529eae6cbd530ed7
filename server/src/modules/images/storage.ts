import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, s3SettingsOf } from '../../config.ts';

/**
 * Where photo files live. The disk implementation (the default) serves them from
 * DATA_DIR/uploads under /uploads; with S3_* set they go to an object store (s3-storage.ts).
 */
export interface ImageStorage {
  save(key: string, data: Buffer): Promise<string>;
  remove(url: string): Promise<void>;
  /** A stored file's bytes, or null when it isn't one of ours or is gone. */
  read(url: string): Promise<Buffer | null>;
  /** Only files this storage created for users may be deleted (demo photos are shared). */
  owns(url: string): boolean;
}

const USER_PREFIX = '/uploads/u/';
/** Names storeImages gives files: a random id, the size, the type. Nothing else is read or deleted. */
export const SAFE_KEY = /^[a-z0-9-]+\.(webp|jpg)$/;

/** The storage the configuration asks for; the disk one also keeps serving photos stored before a switch. */
export async function openImageStorage(config: Config, uploadsDir: string): Promise<ImageStorage> {
  const disk = diskImageStorage(uploadsDir);
  const s3 = s3SettingsOf(config);
  if (!s3) return disk;
  // Loaded only when configured: a disk-only server doesn't carry the AWS SDK in memory.
  const { s3ImageStorage } = await import('./s3-storage.ts');
  return s3ImageStorage(s3, disk);
}

export function diskImageStorage(uploadsDir: string): ImageStorage {
  const dir = path.join(uploadsDir, 'u');
  return {
    async save(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, key), data, { flag: 'wx' });
      return `${USER_PREFIX}${key}`;
    },
    async remove(url) {
      const key = url.slice(USER_PREFIX.length);
      if (!this.owns(url) || !SAFE_KEY.test(key)) return;
      await rm(path.join(dir, key), { force: true });
    },
    async read(url) {
      const key = url.slice(USER_PREFIX.length);
      if (!this.owns(url)) return null;
      return readFile(path.join(dir, key)).catch(() => null);
    },
    owns(url) {
      return url.startsWith(USER_PREFIX) && SAFE_KEY.test(url.slice(USER_PREFIX.length));
    },
  };
}

import { randomUUID } from 'node:crypto';
import { API, IMAGE_SIZES, type ImageSize } from '@tranquera/contracts';
import type { Database } from '../../db/client.ts';
import { photoFingerprints, uploadedImages } from '../../db/schema.ts';
import { fingerprintPhoto } from './fingerprint.ts';
import { HttpError } from '../../http-error.ts';
import { ImageRejected, renderImageSizes, sniffImageType } from './process-image.ts';
import type { ImageStorage } from './storage.ts';

/**
 * All or nothing: every file is checked and rendered before anything is stored, and a failure
 * while storing removes what was already written. Returns the large-size URL of each photo.
 */
export async function storeImages(storage: ImageStorage, files: Buffer[]): Promise<string[]> {
  if (files.some((file) => !sniffImageType(file.subarray(0, 16)))) {
    throw new HttpError(415, API.imageTypeNotAllowed);
  }
  const rendered: Record<ImageSize, Buffer>[] = [];
  for (const file of files) {
    try {
      rendered.push(await renderImageSizes(file));
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(422, API.imageUnreadable);
      throw error;
    }
  }
  const written: string[] = [];
  const urls: string[] = [];
  try {
    for (const sizes of rendered) {
      const key = randomUUID();
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        const url = await storage.save(`${key}-${IMAGE_SIZES[size].suffix}.webp`, sizes[size]);
        written.push(url);
        if (size === 'large') urls.push(url);
      }
    }
  } catch (error) {
    await Promise.all(written.map((url) => storage.remove(url)));
    throw error;
  }
  return urls;
}

/** Removes a stored photo in all its sizes (demo and external URLs are left alone). */
export async function removeImage(storage: ImageStorage, largeUrl: string): Promise<void> {
  if (!storage.owns(largeUrl)) return;
  await Promise.all(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) =>
      storage.remove(largeUrl.replace(/-lg\.webp$/, `-${IMAGE_SIZES[size].suffix}.webp`)),
    ),
  );
}

/**
 * Records who uploaded what, with each photo's perceptual hash (copied-photo checks); if that
 * fails the files go too, so nothing is left untracked.
 */
export async function recordUploads(
  db: Database,
  storage: ImageStorage,
  userId: string,
  urls: string[],
  files: Buffer[],
) {
  try {
    // Inside: if the hashing library can't even be loaded, the stored files go too.
    const prints = await Promise.all(files.map((file) => fingerprintPhoto(file)));
    await db.transaction(async (tx) => {
      await tx
        .insert(uploadedImages)
        .values(urls.map((url, i) => ({ url, userId, bytes: files[i]?.length ?? 0 })));
      const rows = urls.flatMap((url, i) => {
        const print = prints[i];
        if (!print) return [];
        const [band0, band1, band2, band3] = print.bands;
        return [{ url, userId, hash: print.hash, band0, band1, band2, band3 }];
      });
      if (rows.length > 0) await tx.insert(photoFingerprints).values(rows);
    });
  } catch (error) {
    await Promise.all(urls.map((url) => removeImage(storage, url)));
    throw error;
  }
}

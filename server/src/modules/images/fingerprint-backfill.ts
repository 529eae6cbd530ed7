import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { photoFingerprints, uploadedImages } from '../../db/schema.ts';
import { fingerprintPhoto } from './fingerprint.ts';
import type { ImageStorage } from './storage.ts';

/**
 * Photos uploaded before perceptual hashes existed get theirs from the stored large size, a batch
 * at a time, so the copied-photo check also sees listings published before it. A photo that can't
 * be read or hashed is skipped for good: it gets an empty hash that matches nothing.
 */
export async function backfillFingerprints(
  db: Database,
  storage: ImageStorage,
  batch = 200,
): Promise<number> {
  const missing = await db
    .select({ url: uploadedImages.url, userId: uploadedImages.userId })
    .from(uploadedImages)
    .leftJoin(photoFingerprints, eq(photoFingerprints.url, uploadedImages.url))
    .where(isNull(photoFingerprints.url))
    .limit(batch);
  for (const photo of missing) {
    const file = await storage.read(photo.url);
    const print = file ? await fingerprintPhoto(file) : null;
    const [band0, band1, band2, band3] = print?.bands ?? [-1, -1, -1, -1];
    // Another process may have done it meanwhile: the primary key makes the second insert a no-op.
    await db
      .insert(photoFingerprints)
      .values({ url: photo.url, userId: photo.userId, hash: print?.hash ?? '', band0, band1, band2, band3 })
      .onConflictDoNothing();
  }
  return missing.length;
}

import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedImages, users } from '../../db/schema.ts';
import { removeImage } from './service.ts';
import type { ImageStorage } from './storage.ts';

/** Uploads older than this that no listing or profile uses are deleted. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Of these URLs, the ones that are `userId`'s own uploads not yet used by another listing. */
export async function ownFreeUploads(db: Database, userId: string, urls: string[], propertyId?: string) {
  if (urls.length === 0) return new Set<string>();
  const rows = await db
    .select({ url: uploadedImages.url, propertyId: uploadedImages.propertyId })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.userId, userId), inArray(uploadedImages.url, urls)));
  return new Set(
    rows.filter((row) => row.propertyId === null || row.propertyId === propertyId).map((row) => row.url),
  );
}

/** Total original bytes of the given uploads (the 50 MB budget of a listing). */
export async function uploadedBytes(db: Database, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${uploadedImages.bytes}), 0)::int` })
    .from(uploadedImages)
    .where(inArray(uploadedImages.url, urls));
  return row?.total ?? 0;
}

/** Deletes uploads nobody uses any more: not in a listing, not a profile photo, past the grace period. */
export async function sweepOrphanUploads(
  db: Database,
  storage: ImageStorage,
  now = Date.now(),
): Promise<number> {
  const profilePhotos = db
    .select({ url: users.profileImage })
    .from(users)
    .where(sql`${users.profileImage} is not null`);
  const orphans = await db
    .delete(uploadedImages)
    .where(
      and(
        isNull(uploadedImages.propertyId),
        lt(uploadedImages.createdAt, new Date(now - ORPHAN_GRACE_MS)),
        notInArray(uploadedImages.url, profilePhotos),
      ),
    )
    .returning({ url: uploadedImages.url });
  // One file that can't be removed (an object store hiccup) doesn't stop the others.
  await Promise.allSettled(orphans.map((row) => removeImage(storage, row.url)));
  return orphans.length;
}

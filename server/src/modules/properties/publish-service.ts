import { API, MAX_IMAGES_TOTAL_BYTES, type PropertyData } from '@tranquera/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { propertyValues } from '../../db/seed/factories.ts';
import { properties, uploadedImages, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { removeImage } from '../images/service.ts';
import type { ImageStorage } from '../images/storage.ts';
import { ownFreeUploads, uploadedBytes } from '../images/uploads.ts';
import { flagFraudSignals } from './fraud-signals.ts';
import { expiryFrom, refreshListingStatus } from './lifecycle.ts';

const INVALID_IMAGES = API.invalidListingImages;

/**
 * A listing may show only photos its owner uploaded (and, when editing, the ones it already
 * had), within the 50 MB budget.
 */
async function checkImages(
  db: Database,
  owner: UserRow,
  images: string[],
  current: string[] = [],
  propertyId?: string,
) {
  const unique = [...new Set(images)];
  if (unique.length !== images.length) throw new HttpError(400, INVALID_IMAGES);
  const fresh = unique.filter((url) => !current.includes(url));
  const allowed = await ownFreeUploads(db, owner.id, fresh, propertyId);
  if (fresh.some((url) => !allowed.has(url))) throw new HttpError(400, INVALID_IMAGES);
  if ((await uploadedBytes(db, unique)) > MAX_IMAGES_TOTAL_BYTES)
    throw new HttpError(413, API.imagesTooLarge);
}

/**
 * Marks `urls` (photos new to the listing) as the listing's, inside its transaction. The check
 * before the transaction gives the clear error; this guarded UPDATE is what makes two concurrent
 * saves unable to claim the same upload: the second waits for the first's row lock, then no
 * longer matches, and its whole save rolls back.
 */
async function claimPhotos(tx: Transaction, owner: UserRow, propertyId: string, urls: string[]) {
  if (urls.length === 0) return;
  const claimed = await tx
    .update(uploadedImages)
    .set({ propertyId })
    .where(
      and(
        inArray(uploadedImages.url, urls),
        eq(uploadedImages.userId, owner.id),
        or(isNull(uploadedImages.propertyId), eq(uploadedImages.propertyId, propertyId)),
      ),
    )
    .returning({ url: uploadedImages.url });
  if (claimed.length !== new Set(urls).size) throw new HttpError(400, INVALID_IMAGES);
}

/** Creates the listing and claims its photos in one transaction; the owner is the token's user. */
export async function createListing(
  db: Database,
  owner: UserRow,
  data: PropertyData,
  now = new Date(),
): Promise<string> {
  await checkImages(db, owner, data.images);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        ...propertyValues(data),
        userId: owner.id,
        createdAt: now,
        updatedAt: now,
        expiresAt: expiryFrom(now),
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('listing not inserted');
    await claimPhotos(tx, owner, row.id, data.images);
    await flagFraudSignals(tx, { id: row.id, ownerId: owner.id, newPhotos: data.images });
    // The owner may have been blocked since the request was authenticated: the new row's status
    // is derived like any other's (the block's own refresh could not see it).
    await refreshListingStatus(tx, eq(properties.id, row.id), now);
    return row.id;
  });
}

async function ownedListing(db: Database, owner: UserRow, propertyId: string) {
  if (!isUuid(propertyId)) throw new HttpError(404, API.propertyNotFound);
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
  // Any status: the owner edits or deletes a paused or expired listing too.
  if (!row) throw new HttpError(404, API.propertyNotFound);
  if (row.userId !== owner.id) throw new HttpError(403, API.forbidden);
  return row;
}

/** Replaces the listing's fields; photos dropped from it are deleted once the change is saved. */
export async function updateListing(
  db: Database,
  storage: ImageStorage,
  owner: UserRow,
  propertyId: string,
  data: PropertyData,
): Promise<void> {
  const current = await ownedListing(db, owner, propertyId);
  await checkImages(db, owner, data.images, current.images, propertyId);
  const dropped = current.images.filter((url) => !data.images.includes(url));
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ ...propertyValues(data), updatedAt: new Date() })
      .where(and(eq(properties.id, propertyId), eq(properties.userId, owner.id)));
    const added = data.images.filter((url) => !current.images.includes(url));
    await claimPhotos(tx, owner, propertyId, added);
    await flagFraudSignals(tx, { id: propertyId, ownerId: owner.id, newPhotos: added });
    if (dropped.length > 0) await tx.delete(uploadedImages).where(inArray(uploadedImages.url, dropped));
  });
  await Promise.all(dropped.map((url) => removeImage(storage, url)));
}

export async function deleteListing(db: Database, storage: ImageStorage, owner: UserRow, propertyId: string) {
  const current = await ownedListing(db, owner, propertyId);
  await db.transaction(async (tx) => {
    await tx.delete(uploadedImages).where(eq(uploadedImages.propertyId, propertyId));
    await tx.delete(properties).where(eq(properties.id, propertyId));
  });
  await Promise.all(current.images.map((url) => removeImage(storage, url)));
}

import {
  API,
  type Favorite,
  FAVORITES_TEXT,
  MAX_FAVORITES,
  type PropertySummary,
} from '@tranquera/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { favorites, properties } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { summariesInOrder } from '../properties/service.ts';

/** The account's favourites, newest first: public ones as they are now, the rest as saved. */
export async function listFavorites(db: Database, userId: string, now: Date): Promise<Favorite[]> {
  const rows = await db
    .select({ favorite: favorites, status: properties.status })
    .from(favorites)
    .leftJoin(properties, eq(properties.id, favorites.propertyId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.savedAt), desc(favorites.propertyKey))
    .limit(MAX_FAVORITES);
  const liveIds = rows.filter((row) => row.status === 'active').map((row) => row.favorite.propertyKey);
  const live = new Map((await summariesInOrder(db, liveIds, now)).map((card) => [card._id, card]));
  return rows.map(({ favorite }) => {
    const current = live.get(favorite.propertyKey);
    return {
      property: current ?? (favorite.snapshot as unknown as PropertySummary),
      available: current !== undefined,
      saved_at: favorite.savedAt.toISOString(),
    };
  });
}

/** Saves a public listing (again: nothing changes) and answers when it was saved. */
export async function saveFavorite(
  db: Database,
  userId: string,
  propertyId: string,
  now: Date,
): Promise<Date> {
  if (!isUuid(propertyId)) throw new HttpError(404, API.propertyNotFound);
  const [status] = await db
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [card] = status?.status === 'active' ? await summariesInOrder(db, [propertyId], now) : [];
  if (!card) throw new HttpError(404, API.propertyNotFound);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ savedAt: favorites.savedAt })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.propertyKey, propertyId)));
    if (existing) return existing.savedAt;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    if ((count?.n ?? 0) >= MAX_FAVORITES) throw new HttpError(409, FAVORITES_TEXT.tooMany);
    const { saved_count: _ignored, ...snapshot } = card;
    const [row] = await tx
      .insert(favorites)
      .values({ userId, propertyKey: propertyId, propertyId, snapshot, savedAt: now })
      .onConflictDoNothing()
      .returning({ savedAt: favorites.savedAt });
    return row?.savedAt ?? now;
  });
}

export async function removeFavorite(db: Database, userId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) return;
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.propertyKey, propertyId)));
}

/** How many accounts saved each of these listings (the owner's /my-properties). */
export async function savedCounts(db: Database, propertyIds: string[]): Promise<Map<string, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: favorites.propertyId, n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(inArray(favorites.propertyId, propertyIds))
    .groupBy(favorites.propertyId);
  return new Map(rows.map((row) => [row.id as string, Number(row.n)]));
}

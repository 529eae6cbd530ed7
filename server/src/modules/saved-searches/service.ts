import { randomBytes } from 'node:crypto';
import {
  MAX_SAVED_SEARCHES,
  type SavedQuery,
  type SavedSearch,
  SAVED_SEARCHES_TEXT,
  type UnsubscribeInfo,
} from '@tranquera/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { savedSearches, users } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

type Row = typeof savedSearches.$inferSelect;

export function serializeSavedSearch(row: Row): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency as SavedSearch['frequency'],
    alerts: row.alerts,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(MAX_SAVED_SEARCHES);
  return rows.map(serializeSavedSearch);
}

interface NewSavedSearch {
  name: string;
  query: SavedQuery;
  frequency: SavedSearch['frequency'];
}

/**
 * Saves a search. Its alerts look only at listings published from now on, so the first e-mail
 * is news, not the catalogue. The per-account cap is checked under a lock on the account's row.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: NewSavedSearch,
  now: Date,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((count?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new HttpError(409, SAVED_SEARCHES_TEXT.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        query: input.query,
        frequency: input.frequency,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        alertsSince: now,
        checkedUntil: now,
        nextCheckAt: now,
        createdAt: now,
      })
      .returning();
    return serializeSavedSearch(row!);
  });
}

/** The account's own search: 404 when there is none, 403 when it belongs to another account. */
async function ownSearch(db: Executor, userId: string, id: string, lock = false): Promise<Row> {
  const query = db.select().from(savedSearches).where(eq(savedSearches.id, id));
  const [row] = isUuid(id) ? await (lock ? query.for('update') : query) : [];
  if (!row) throw new HttpError(404, SAVED_SEARCHES_TEXT.notFound);
  if (row.userId !== userId) throw new HttpError(403, SAVED_SEARCHES_TEXT.notYours);
  return row;
}

/** A daily search switched from instant still waits a day after its last e-mail. */
function firstCheck(frequency: SavedSearch['frequency'], lastMailedAt: Date | null, now: Date): Date {
  const dayAfter = lastMailedAt ? lastMailedAt.getTime() + 24 * 60 * 60_000 : 0;
  return frequency === 'daily' && dayAfter > now.getTime() ? new Date(dayAfter) : now;
}

export interface SavedSearchChange {
  name?: string;
  frequency?: SavedSearch['frequency'];
  alerts?: boolean;
}

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  change: SavedSearchChange,
  now: Date,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const current = await ownSearch(tx, userId, id, true);
    // Alerts turned back on start from now: what was published while they were off is not news.
    const resumed = change.alerts === true && !current.alerts;
    const frequency = change.frequency ?? (current.frequency as SavedSearch['frequency']);
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.frequency !== undefined && {
          frequency: change.frequency,
          nextCheckAt: firstCheck(change.frequency, current.lastMailedAt, now),
        }),
        ...(change.alerts !== undefined && { alerts: change.alerts }),
        ...(resumed && {
          alertsSince: now,
          checkedUntil: now,
          nextCheckAt: firstCheck(frequency, current.lastMailedAt, now),
        }),
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    return serializeSavedSearch(row!);
  });
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  await ownSearch(db, userId, id);
  await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

async function byToken(db: Database, token: string): Promise<Row> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token));
  if (!row) throw new HttpError(404, SAVED_SEARCHES_TEXT.invalidToken);
  return row;
}

/** What the unsubscribe page shows before the click: the search's name, nothing about the account. */
export async function unsubscribeInfo(db: Database, token: string): Promise<UnsubscribeInfo> {
  const row = await byToken(db, token);
  return { name: row.name, alerts: row.alerts };
}

/** Turns the search's alerts off (again: nothing changes); the search itself stays. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeInfo> {
  const row = await byToken(db, token);
  await db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, row.id));
  return { name: row.name, alerts: false };
}

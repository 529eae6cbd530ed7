import { propertySearchQuerySchema } from '@tranquera/contracts';
import { and, asc, desc, eq, gt, inArray, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Site } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { properties, savedSearchAlerts, savedSearches, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { searchFilters } from '../properties/search-filters.ts';
import { summariesInOrder } from '../properties/service.ts';
import { textSearch } from '../properties/text-query.ts';
import { searchAlertMail } from './alert-mail.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * A listing's `created_at` is set before its transaction commits, so one can appear a moment
 * after a round looked past its time: each round looks this far back again (the sent-listings
 * table keeps it from being mailed twice).
 */
export const ALERT_OVERLAP_MS = 10 * MINUTE;
/** A daily search with nothing new looks again after this; after an e-mail, a day later. */
export const DAILY_RECHECK_MS = 60 * MINUTE;
/** How long a process holds searches it claimed; a crashed one's are taken up after it. */
const LEASE_MS = 5 * MINUTE;
const BATCH = 50;
/** New listings one alert looks at (it shows ALERT_LISTINGS_SHOWN and links to the rest). */
const MAX_NEW = 50;

type SearchRow = typeof savedSearches.$inferSelect;

/** The next look: instant searches every round, daily ones a day after an e-mail. */
export function nextCheckAfter(frequency: string, now: Date, mailed: boolean): Date {
  if (frequency === 'instant') return new Date(now.getTime() + 1000);
  return new Date(now.getTime() + (mailed ? DAY : DAILY_RECHECK_MS));
}

/**
 * Claims due searches of accounts in good standing with a lease, `FOR UPDATE SKIP LOCKED`, so
 * with several processes each search is handled by one of them.
 */
async function claimDue(
  db: Database,
  now: Date,
  claimedAt: Date,
): Promise<{ search: SearchRow; email: string; lease: Date }[]> {
  const lease = new Date(claimedAt.getTime() + LEASE_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ search: savedSearches, email: users.emailAddress })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(
        and(eq(savedSearches.alerts, true), lte(savedSearches.nextCheckAt, now), eq(users.status, 'active')),
      )
      .orderBy(asc(savedSearches.nextCheckAt))
      .limit(BATCH)
      .for('update', { of: savedSearches, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(savedSearches)
      .set({ nextCheckAt: lease })
      .where(
        inArray(
          savedSearches.id,
          due.map((row) => row.search.id),
        ),
      );
    return due.map((row) => ({ ...row, lease }));
  });
}

/** Live listings published since the search last looked that match it, newest first. */
async function newMatches(db: Database, search: SearchRow, now: Date): Promise<string[] | null> {
  const parsed = propertySearchQuerySchema.safeParse(search.query);
  if (!parsed.success) return null;
  const text = textSearch(parsed.data.search);
  const since = Math.max(search.checkedUntil.getTime() - ALERT_OVERLAP_MS, search.alertsSince.getTime());
  const conditions: SQL[] = [
    searchFilters(parsed.data),
    gt(properties.createdAt, new Date(since)),
    lte(properties.createdAt, now),
    // Nobody needs an alert about their own listing.
    ne(properties.userId, search.userId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(savedSearchAlerts)
        // Written out: Drizzle leaves columns unqualified inside a correlated subquery.
        .where(
          sql`saved_search_alerts.search_id = ${search.id} and saved_search_alerts.property_id = properties.id`,
        ),
    ),
  ];
  if (text) conditions.push(text.matches);
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(...conditions))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(MAX_NEW);
  return rows.map((row) => row.id);
}

/**
 * Records the listings as sent and queues the e-mail in one transaction, only if the claim is
 * still this round's: the mail goes out once, with listings no earlier alert of the search had.
 */
async function finish(
  db: Database,
  site: Site,
  claim: { search: SearchRow; email: string; lease: Date },
  ids: string[],
  now: Date,
): Promise<boolean> {
  const cards = ids.length > 0 ? await summariesInOrder(db, ids, now) : [];
  return db.transaction(async (tx) => {
    const { search } = claim;
    // Still ours, and still wanted: an unsubscribe or a block since the claim sends nothing.
    const [still] = await tx
      .select({ alerts: savedSearches.alerts, status: users.status })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, search.id), eq(savedSearches.nextCheckAt, claim.lease)))
      .for('update', { of: savedSearches });
    if (!still) return false;
    if (!still.alerts || still.status !== 'active') {
      await tx.update(savedSearches).set({ nextCheckAt: now }).where(eq(savedSearches.id, search.id));
      return false;
    }
    const fresh =
      cards.length > 0
        ? await tx
            .insert(savedSearchAlerts)
            .values(cards.map((card) => ({ searchId: search.id, propertyId: card._id, sentAt: now })))
            .onConflictDoNothing()
            .returning({ id: savedSearchAlerts.propertyId })
        : [];
    const sent = new Set(fresh.map((row) => row.id));
    const mailed = cards.filter((card) => sent.has(card._id));
    if (mailed.length > 0) {
      await enqueueMail(
        tx,
        searchAlertMail(
          site,
          claim.email,
          { name: search.name, query: search.query, unsubscribeToken: search.unsubscribeToken },
          mailed,
        ),
      );
    }
    await tx
      .update(savedSearches)
      .set({
        checkedUntil: now,
        nextCheckAt: nextCheckAfter(search.frequency, now, mailed.length > 0),
        ...(mailed.length > 0 && { lastMailedAt: now }),
      })
      .where(eq(savedSearches.id, search.id));
    return mailed.length > 0;
  });
}

export interface AlertRound {
  checked: number;
  mailed: number;
}

/** One round of the alert schedule at `now`: every due search is looked at once. */
export async function runSearchAlerts(db: Database, site: Site, now: Date): Promise<AlertRound> {
  const round: AlertRound = { checked: 0, mailed: 0 };
  // Leases count from when each batch is claimed, not from the round's start.
  const started = Date.now();
  for (;;) {
    const claims = await claimDue(db, now, new Date(now.getTime() + (Date.now() - started)));
    for (const claim of claims) {
      const ids = await newMatches(db, claim.search, now);
      // A search saved under older rules that no longer parse is left alone until edited.
      if (await finish(db, site, claim, ids ?? [], now)) round.mailed += 1;
      round.checked += 1;
    }
    if (claims.length < BATCH) return round;
  }
}

import { API, LIFECYCLE_TEXT, LISTING_ONLINE_MONTHS, RENEWAL_NOTICE_DAYS } from '@tranquera/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Site } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { properties, users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renewalMail } from '../mail/templates.ts';

// A listing's public status follows from three things: the team's decision (moderation), its
// expiry date and its owner's account. `status` stores the result so every public read (and the
// live-only partial indexes) filter on one column; whatever changes one of the three calls
// `refreshListingStatus` in the same transaction.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The status a listing should have at `now`. */
export function derivedStatus(now: Date): SQL<string> {
  return sql<string>`case
    when exists (select 1 from users as owner where owner.id = "properties"."user_id" and owner.status <> 'active') then 'blocked'
    when ${properties.moderation} <> 'active' then ${properties.moderation}
    when ${properties.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'active' end`;
}

/** Brings the stored status of the listings `where` selects in line; returns how many changed. */
export async function refreshListingStatus(db: Executor, where: SQL, now: Date): Promise<number> {
  const target = derivedStatus(now);
  const changed = await db
    .update(properties)
    .set({ status: target })
    .where(and(where, sql`${properties.status} is distinct from ${target}`))
    .returning({ id: properties.id });
  return changed.length;
}

/** Six months from publication or renewal (spec §1). */
export function expiryFrom(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + LISTING_ONLINE_MONTHS);
  return end;
}

/**
 * The owner renews for six months from today, or from the current expiry when renewing early
 * (an early renewal never shortens what was left). Paused or rejected listings stay as they are.
 */
export async function renewListing(
  db: Database,
  owner: UserRow,
  propertyId: string,
  now: Date,
): Promise<Date> {
  if (!isUuid(propertyId)) throw new HttpError(404, API.propertyNotFound);
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!row) throw new HttpError(404, API.propertyNotFound);
  if (row.userId !== owner.id) throw new HttpError(403, API.forbidden);
  if (row.moderation !== 'active') throw new HttpError(409, LIFECYCLE_TEXT.cannotRenew);
  const expiresAt = expiryFrom(row.expiresAt > now ? row.expiresAt : now);
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ expiresAt, renewalNoticeAt: null, updatedAt: now })
      .where(eq(properties.id, propertyId));
    await refreshListingStatus(tx, eq(properties.id, propertyId), now);
  });
  return expiresAt;
}

/** Live listings whose date has passed leave public view. */
export async function expireDueListings(db: Executor, now: Date): Promise<number> {
  const expired = await db
    .update(properties)
    .set({ status: 'expired' })
    .where(
      and(
        sql`${properties.status} = 'active'`,
        sql`${properties.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: properties.id });
  return expired.length;
}

const formatDay = (date: Date) =>
  new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(date);

/**
 * Owners of live listings expiring within RENEWAL_NOTICE_DAYS get one e-mail each. Marking and
 * queueing commit together; with several processes, a second one's UPDATE waits on the first's
 * row locks, then finds the listings already marked and skips them: one e-mail per listing.
 */
export async function sendRenewalNotices(db: Database, site: Site, now: Date, batch = 500): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          sql`${properties.status} = 'active'`,
          sql`${properties.expiresAt} > ${now.toISOString()}::timestamptz`,
          sql`${properties.expiresAt} <= ${horizon.toISOString()}::timestamptz`,
          sql`${properties.renewalNoticeAt} is null`,
        ),
      )
      .limit(batch);
    const marked = await tx
      .update(properties)
      .set({ renewalNoticeAt: now })
      .where(and(sql`${properties.id} in ${due}`, sql`${properties.renewalNoticeAt} is null`))
      .returning({
        id: properties.id,
        title: properties.listingTitle,
        expiresAt: properties.expiresAt,
        userId: properties.userId,
      });
    if (marked.length === 0) return 0;
    const owners = await tx
      .select({ id: users.id, email: users.emailAddress, firstName: users.firstName })
      .from(users)
      .where(sql`${users.id} in ${[...new Set(marked.map((row) => row.userId))]}`);
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    await enqueueMail(
      tx,
      ...marked.flatMap((row) => {
        const owner = byId.get(row.userId);
        if (!owner) return [];
        return [
          {
            ...renewalMail(
              site,
              owner.email,
              owner.firstName,
              { id: row.id, title: row.title },
              formatDay(row.expiresAt),
            ),
            // A reminder after the date is pointless.
            expiresAt: row.expiresAt,
          },
        ];
      }),
    );
    return marked.length;
  });
}

/** Whether a listing's expiry or featured plan fell in (since, now]: remembered pages changed. */
export async function listingDatesPassed(db: Executor, since: Date, now: Date): Promise<boolean> {
  const window = (column: typeof properties.expiresAt | typeof properties.featuredUntil) =>
    sql`(${column} > ${since.toISOString()}::timestamptz and ${column} <= ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(sql`${window(properties.expiresAt)} or ${window(properties.featuredUntil)}`)
    .limit(1);
  return row !== undefined;
}

import {
  ADMIN_TEXT,
  API,
  type AdminProperty,
  type AdminPropertyPatch,
  FEATURED_MONTHS,
  RENEWAL_NOTICE_DAYS,
  type ListingStatus,
} from '@tranquera/contracts';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { siteOf, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { properties, users, type PropertyRow, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { moderationMail } from '../mail/templates.ts';
import { refreshListingStatus } from '../properties/lifecycle.ts';
import { actorOf, recordAudit } from './audit.ts';
import { pageInfo, pageOf } from './pagination.ts';

// Table names written out: Drizzle leaves columns unqualified in a one-table select (users.ts).
const pendingFlags = sql<number>`(select count(*)::int from listing_flags as pending where pending.property_id = "properties"."id" and pending.status = 'pendiente')`;

const adminColumns = {
  property: properties,
  owner: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    emailAddress: users.emailAddress,
    status: users.status,
  },
  pendingFlags,
};

type AdminRow = {
  property: PropertyRow;
  owner: {
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    emailAddress: string;
    status: string;
  };
  pendingFlags: number;
};

function toAdminProperty({ property: p, owner, pendingFlags: flags }: AdminRow): AdminProperty {
  return {
    _id: p.id,
    listing_title: p.listingTitle,
    category: p.category,
    operation: p.operation,
    state: p.state,
    price: p.price,
    currency: p.currency,
    pricing_unit: p.pricingUnit,
    hectares: p.hectares,
    main_image_url: p.mainImageUrl,
    status: p.status as ListingStatus,
    moderation_reason: p.moderationReason,
    created_at: p.createdAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    featured_until: p.featuredUntil?.toISOString() ?? null,
    recommended: p.recommended,
    technical_report: p.technicalReport,
    owner: {
      _id: owner.id,
      username: owner.username,
      name: `${owner.firstName} ${owner.lastName}`,
      email_address: owner.emailAddress,
      status: owner.status,
    },
    pending_flags: Number(flags),
  };
}

type StatusFilter = ListingStatus | 'flagged' | 'featured' | 'expiring';
const DAY_MS = 24 * 60 * 60 * 1000;

function statusFilter(status: StatusFilter | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === 'flagged') return sql`${pendingFlags} > 0`;
  if (status === 'featured') return sql`${properties.featuredUntil} > ${now.toISOString()}::timestamptz`;
  if (status === 'expiring') {
    const soon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS);
    return sql`${properties.status} = 'active' and ${properties.expiresAt} <= ${soon.toISOString()}::timestamptz`;
  }
  return eq(properties.status, status);
}

export async function listAdminProperties(
  db: Database,
  query: { status?: StatusFilter; search?: string; page: number },
  now: Date,
) {
  const text = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    statusFilter(query.status, now),
    text
      ? or(
          ilike(properties.listingTitle, text),
          ilike(users.emailAddress, text),
          ilike(users.username, text),
          sql`${properties.id}::text = ${query.search}`,
        )
      : undefined,
  );
  const { limit, offset } = pageOf(query.page);
  const [rows, [count]] = await Promise.all([
    db
      .select(adminColumns)
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(where),
  ]);
  return { properties: rows.map(toAdminProperty), info: pageInfo(query.page, count?.total ?? 0) };
}

async function readAdminProperty(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, id));
  return row;
}

const auditView = (p: AdminProperty) => ({
  status: p.status,
  moderation_reason: p.moderation_reason,
  featured_until: p.featured_until,
  recommended: p.recommended,
  technical_report: p.technical_report,
});

/** Six months of the paid plan from `now`. */
function planEnd(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + FEATURED_MONTHS);
  return end;
}

/**
 * The team pauses, rejects or reactivates a listing, features it (the paid plan), recommends it
 * or attaches its technical report: one transaction with its audit line, the recomputed public
 * status and, when it leaves public view, the e-mail telling the owner why.
 */
export async function moderateListing(
  db: Database,
  config: Pick<Config, 'SITE_NAME' | 'PUBLIC_URL'>,
  member: UserRow,
  id: string,
  patch: AdminPropertyPatch,
  now: Date,
) {
  if (!isUuid(id)) throw new HttpError(404, API.propertyNotFound);
  return db.transaction(async (tx) => {
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).for('update');
    const before = await readAdminProperty(tx, id);
    if (!before) throw new HttpError(404, API.propertyNotFound);
    const changes: Partial<typeof properties.$inferInsert> = {};
    if (patch.status !== undefined) {
      changes.moderation = patch.status;
      changes.moderationReason = patch.status === 'active' ? '' : (patch.reason ?? '');
    }
    if (patch.featured !== undefined) {
      changes.featuredUntil = patch.featured
        ? patch.featured_until
          ? new Date(patch.featured_until)
          : planEnd(now)
        : null;
    } else if (patch.featured_until !== undefined) {
      changes.featuredUntil = new Date(patch.featured_until);
    }
    if (patch.recommended !== undefined) changes.recommended = patch.recommended;
    if (patch.technical_report !== undefined) changes.technicalReport = patch.technical_report;
    if (Object.keys(changes).length > 0) {
      await tx.update(properties).set(changes).where(eq(properties.id, id));
    }
    await refreshListingStatus(tx, eq(properties.id, id), now);
    const after = await readAdminProperty(tx, id);
    if (!after) throw new HttpError(404, API.propertyNotFound);
    const [was, now_] = [toAdminProperty(before), toAdminProperty(after)];
    await recordAudit(
      tx,
      actorOf(member),
      'property.update',
      'property',
      id,
      auditView(was),
      auditView(now_),
    );
    const hidden = patch.status === 'paused' || patch.status === 'rejected';
    if (hidden && before.property.moderation !== patch.status) {
      const [owner] = await tx.select().from(users).where(eq(users.id, before.property.userId));
      if (owner) {
        await enqueueMail(
          tx,
          moderationMail(
            siteOf(config),
            owner.emailAddress,
            owner.firstName,
            { id, title: before.property.listingTitle },
            patch.status === 'paused' ? 'pausado' : 'rechazado',
            patch.reason ?? '',
          ),
        );
      }
    }
    return { message: ADMIN_TEXT.propertyUpdated, property: now_, mailed: hidden };
  });
}

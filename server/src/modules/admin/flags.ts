import { ADMIN_TEXT, API, type AdminFlag, type FlagKind, type FlagStatus } from '@tranquera/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { listingFlags, properties, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { actorOf, recordAudit } from './audit.ts';
import { pageInfo, pageOf } from './pagination.ts';

const related = alias(properties, 'related');

function selectFlags(db: Executor) {
  return db
    .select({
      flag: listingFlags,
      property: { id: properties.id, title: properties.listingTitle, status: properties.status },
      related: { id: related.id, title: related.listingTitle },
    })
    .from(listingFlags)
    .innerJoin(properties, eq(properties.id, listingFlags.propertyId))
    .leftJoin(related, eq(related.id, listingFlags.relatedPropertyId));
}

type FlagJoin = Awaited<ReturnType<ReturnType<typeof selectFlags>['execute']>>[number];

function toAdminFlag({ flag, property, related: other }: FlagJoin): AdminFlag {
  return {
    _id: flag.id,
    kind: flag.kind as FlagKind,
    status: flag.status as FlagStatus,
    summary: flag.reason,
    text: flag.text,
    created_at: flag.createdAt.toISOString(),
    related_property: other ? { _id: other.id, listing_title: other.title } : null,
    property: { _id: property.id, listing_title: property.title, status: property.status },
  };
}

/** The moderation queue: users' reports and fraud signals, oldest pending first. */
export async function listFlags(db: Database, query: { status: FlagStatus; page: number }) {
  const { limit, offset } = pageOf(query.page);
  const where = eq(listingFlags.status, query.status);
  const order =
    query.status === 'pendiente'
      ? [listingFlags.createdAt, listingFlags.id]
      : [desc(listingFlags.createdAt), desc(listingFlags.id)];
  const [rows, [count]] = await Promise.all([
    selectFlags(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(listingFlags).where(where),
  ]);
  return { flags: rows.map(toAdminFlag), info: pageInfo(query.page, count?.total ?? 0) };
}

export async function updateFlag(db: Database, member: UserRow, id: string, status: FlagStatus, now: Date) {
  if (!isUuid(id)) throw new HttpError(404, API.flagNotFound);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(listingFlags).where(eq(listingFlags.id, id)).for('update');
    if (!current) throw new HttpError(404, API.flagNotFound);
    await tx
      .update(listingFlags)
      .set({ status, resolvedAt: status === 'resuelta' ? now : null })
      .where(eq(listingFlags.id, id));
    await recordAudit(tx, actorOf(member), 'flag.update', 'flag', id, { status: current.status }, { status });
    const [row] = await selectFlags(tx).where(eq(listingFlags.id, id));
    return { message: ADMIN_TEXT.flagUpdated, flag: toAdminFlag(row as FlagJoin) };
  });
}

import { ADMIN_TEXT, API, type AdminUser, type UserStatus } from '@tranquera/contracts';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/ids.ts';
import { properties, users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { refreshListingStatus } from '../properties/lifecycle.ts';
import { actorOf, recordAudit } from './audit.ts';
import { pageInfo, pageOf } from './pagination.ts';

// Written out with table names: Drizzle leaves columns unqualified in a one-table select, and
// inside a subquery an unqualified "id" would be the subquery's own.
const listingCount = sql<number>`(select count(*)::int from properties as owned where owned.user_id = "users"."id")`;

function toAdminUser(row: UserRow & { listings: number }): AdminUser {
  return {
    _id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email_address: row.emailAddress,
    phone_number: row.phoneNumber,
    // Anything but an active account is shown (and treated) as blocked.
    status: row.status === 'active' ? 'active' : 'blocked',
    is_admin: row.isAdmin,
    joined_at: row.joinedAt.toISOString(),
    listings: Number(row.listings),
  };
}

const selectUsers = (db: Executor) => db.select().from(users);

export async function listAdminUsers(db: Database, query: { search?: string; page: number }) {
  const text = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = text
    ? or(
        ilike(users.emailAddress, text),
        ilike(users.username, text),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
      )
    : undefined;
  const { limit, offset } = pageOf(query.page);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, listings: listingCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.joinedAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return {
    users: rows.map((row) => toAdminUser({ ...row.user, listings: row.listings })),
    info: pageInfo(query.page, count?.total ?? 0),
  };
}

/**
 * Blocking: the account can't sign in, every session it holds stops working (the token version
 * moves on) and its listings leave public view; unblocking brings back the ones still valid.
 */
export async function setUserStatus(
  db: Database,
  member: UserRow,
  id: string,
  status: UserStatus,
  now: Date,
) {
  if (!isUuid(id)) throw new HttpError(404, API.userNotFound);
  if (id === member.id) throw new HttpError(400, API.cannotBlockSelf);
  return db.transaction(async (tx) => {
    const [current] = await selectUsers(tx).where(eq(users.id, id)).for('update');
    if (!current) throw new HttpError(404, API.userNotFound);
    if (current.status !== status) {
      await tx
        .update(users)
        .set({
          status,
          ...(status === 'blocked' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, id));
      await refreshListingStatus(tx, eq(properties.userId, id), now);
      await recordAudit(
        tx,
        actorOf(member),
        'user.update',
        'user',
        id,
        { status: current.status },
        { status },
      );
    }
    const [row] = await tx
      .select({ user: users, listings: listingCount })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw new HttpError(404, API.userNotFound);
    return { message: ADMIN_TEXT.userUpdated, user: toAdminUser({ ...row.user, listings: row.listings }) };
  });
}

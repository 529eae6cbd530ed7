import type { AuditEntry } from '@tranquera/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { auditLog, type UserRow } from '../../db/schema.ts';
import { pageInfo, pageOf } from './pagination.ts';

/** Who acted: a team member, or a named system path (ADMIN_EMAILS, the admin command). */
export interface Actor {
  id: string | null;
  label: string;
}

export const actorOf = (user: UserRow): Actor => ({
  id: user.id,
  label: `${user.firstName} ${user.lastName} <${user.emailAddress}>`,
});

/** One line of the audit log, written in the transaction of the change it records. */
export async function recordAudit(
  db: Executor,
  actor: Actor,
  action: string,
  targetType: string,
  targetId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await db
    .insert(auditLog)
    .values({ actorId: actor.id, actor: actor.label, action, targetType, targetId, before, after });
}

export async function listAudit(db: Database, page: number) {
  const { limit, offset } = pageOf(page);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    _id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    action: row.action,
    target: `${row.targetType}:${row.targetId}`,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { entries, info: pageInfo(page, count?.total ?? 0) };
}

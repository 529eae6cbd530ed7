import { API } from '@tranquera/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { recordAudit } from './audit.ts';

/** preHandler of every /api/admin route: 401 without a valid session, 403 for non-team users. */
export function requireTeam(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.currentUser?.isAdmin) throw new HttpError(403, API.forbidden);
  };
}

/** The signed-in team member (after requireTeam). */
export function teamMember(request: FastifyRequest): UserRow {
  const user = request.currentUser;
  if (!user?.isAdmin) throw new HttpError(403, API.forbidden);
  return user;
}

/**
 * ADMIN_EMAILS: an account whose confirmed address is listed joins the team when it signs in.
 * Confirmed matters: anybody can register an address they don't own, but only its owner signs in
 * with Google, confirms an e-mail change, or uses a temporary password sent there.
 */
export async function joinTeamOnSignIn(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  user: UserRow,
): Promise<UserRow> {
  if (user.isAdmin || user.emailAddressConfirmed !== true) return user;
  if (!config.ADMIN_EMAILS.includes(user.emailAddress.toLowerCase())) return user;
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id)).returning();
    await recordAudit(
      tx,
      { id: null, label: 'ADMIN_EMAILS' },
      'team.grant',
      'user',
      user.id,
      { is_admin: false },
      { is_admin: true },
    );
    return updated ?? user;
  });
}

/** `npm run admin -- grant|revoke EMAIL`: returns false when no account has that address. */
export async function setTeamMember(db: Database, email: string, member: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.emailAddress}) = ${email.trim().toLowerCase()}`);
    if (!user) return false;
    await tx.update(users).set({ isAdmin: member }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { id: null, label: 'npm run admin' },
      member ? 'team.grant' : 'team.revoke',
      'user',
      user.id,
      { is_admin: user.isAdmin },
      { is_admin: member },
    );
    return true;
  });
}

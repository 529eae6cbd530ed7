import { API, PAGES, VALIDATION } from '@tranquera/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { normalizeEmail } from '../auth/email-address.ts';
import { EMAIL_CHANGE_TTL_MS, signEmailChangeToken, verifyEmailChangeToken } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailChangeMail } from '../mail/templates.ts';

type EmailChangeDeps = Pick<FastifyInstance, 'db' | 'config' | 'rateLimiter' | 'mailOutbox'>;

/**
 * Starts an e-mail change: the new address gets a signed link (24 h) that completes it. The
 * address must differ from the current one and be free; asking is rate-limited per client and
 * per account.
 */
export async function requestEmailChange(
  app: EmailChangeDeps,
  user: UserRow,
  newAddress: string,
  ip: string,
): Promise<void> {
  const from = normalizeEmail(user.emailAddress);
  const to = normalizeEmail(newAddress);
  await app.rateLimiter.limit('change-email', { ip, account: user.id });
  if (to === from) throw new HttpError(400, VALIDATION.sameEmail);
  if (await isEmailTaken(app.db, to, user.id)) throw new HttpError(409, API.emailTaken);
  const token = await signEmailChangeToken(app.config.JWT_SECRET, user.id, from, to);
  const link = `${app.config.PUBLIC_URL}${PAGES.changeEmail.link(user.id, { mail: to, usr: token })}`;
  await enqueueMail(app.db, {
    // The link's token lasts as long (auth/tokens.ts): a late mail would carry a dead link.
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    ...emailChangeMail(siteOf(app.config), to, user.firstName, link),
  });
  app.mailOutbox.wake();
}

/**
 * Completes an e-mail change from its link: the token must be valid, name this user and this
 * address, and still name the account's current address (so a used link can't be replayed).
 */
export async function confirmEmailChange(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  link: { userId: string; mail: string; token: string | null },
): Promise<void> {
  const claims = link.token
    ? await verifyEmailChangeToken(app.config.JWT_SECRET, link.token).catch(() => null)
    : null;
  if (!claims || claims.userId !== link.userId || claims.to !== normalizeEmail(link.mail)) {
    throw new HttpError(400, API.emailChangeInvalid);
  }
  const updated = await app.db
    .update(users)
    .set({ emailAddress: claims.to, emailAddressConfirmed: true, updatedAt: new Date() })
    .where(and(eq(users.id, claims.userId), sql`lower(${users.emailAddress}) = ${claims.from}`))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === 'users_email_key') throw new HttpError(409, API.emailTaken);
      throw error;
    });
  if (updated.length === 0) throw new HttpError(400, API.emailChangeInvalid);
}

async function isEmailTaken(db: Database, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.emailAddress}) = lower(${email})`, ne(users.id, exceptUserId)));
  return Boolean(row);
}

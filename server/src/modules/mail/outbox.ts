import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema.ts';
import type { MailMessage, MailTransport } from './mailer.ts';
import { MailDeliveryError } from './mailer.ts';

/** First retry after this; each failure doubles it… */
export const RETRY_BASE_MS = 10_000;
/** …up to a minute, so mail goes out within a minute of the server answering again. */
export const RETRY_MAX_MS = 60_000;
/** Retried for three days (at least one whole day is the promise), then marked failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** A claim outlives the transport's timeouts (mailer.ts), so no other worker sends it meanwhile. */
export const LEASE_MS = 2 * 60_000;
/** A round stops claiming well before its first claim could expire. */
const ROUND_MAX_MS = LEASE_MS / 2;
/** Delivered, expired and failed mail (bodies with links and passwords) is deleted after this. */
export const KEEP_SETTLED_MS = 30 * 24 * 60 * 60_000;

export interface QueuedMail extends MailMessage {
  /** Not worth sending after this (a temporary password that no longer works). */
  expiresAt?: Date;
}

/**
 * Queues e-mail in the caller's transaction: it is delivered only if the row that causes it
 * commits, and it is never lost once it has.
 */
export async function enqueueMail(db: Executor, ...messages: QueuedMail[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(
    messages.map((m) => ({
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      replyTo: m.replyTo ?? null,
      headers: m.headers ?? null,
      expiresAt: m.expiresAt ?? null,
    })),
  );
}

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Takes the next due message with a lease. `FOR UPDATE SKIP LOCKED` plus the lease keeps every
 * other process (and this one's next round) off it until it is settled.
 */
async function claimNext(db: Database, now: Date): Promise<{ row: MailOutboxRow; lease: Date } | null> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: lease })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
  return row ? { row, lease } : null;
}

/** Settles a claimed message, unless its lease ran out and another worker holds it now. */
async function settle(
  db: Database,
  id: string,
  lease: Date,
  values: Partial<typeof mailOutbox.$inferInsert>,
) {
  await db
    .update(mailOutbox)
    .set({ ...values, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedUntil, lease)));
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  /** Messages marked failed for good in this round, for the log. */
  givenUp: { to: string; subject: string; error: string }[];
}

/**
 * Delivers what is due at `now` (the clock advances with the real time the round takes). After
 * a failure to reach the server the round ends: one attempt per round is enough to notice it is
 * back. A success makes every message deferred for that reason due at once, so an outage's
 * backlog goes out as soon as the server answers again.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  host: string,
  now: Date = new Date(),
  shouldStop: () => boolean = () => false,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, failed: 0, givenUp: [] };
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  while (!shouldStop() && Date.now() - started < ROUND_MAX_MS) {
    const claimed = await claimNext(db, clock());
    if (!claimed) break;
    const { row, lease } = claimed;
    const attemptAt = clock();
    if (row.expiresAt && row.expiresAt <= attemptAt) {
      await settle(db, row.id, lease, { status: 'expired', lastAttemptAt: attemptAt });
      continue;
    }
    const attempts = row.attempts + 1;
    try {
      await transport.deliver(
        {
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          replyTo: row.replyTo ?? undefined,
          headers: row.headers ?? undefined,
        },
        // The same Message-ID on every attempt lets mail clients fold a rare repeat.
        `<${row.id}@${host}>`,
      );
    } catch (error) {
      const kind = error instanceof MailDeliveryError ? error.kind : 'temporary';
      const message = error instanceof Error ? error.message : String(error);
      const tooOld = attemptAt.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const giveUp = kind === 'permanent' || tooOld;
      await settle(db, row.id, lease, {
        attempts,
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        lastErrorKind: kind,
        lastAttemptAt: attemptAt,
        nextAttemptAt: new Date(attemptAt.getTime() + retryDelay(attempts)),
      });
      round.failed += 1;
      if (giveUp) round.givenUp.push({ to: row.toAddress, subject: row.subject, error: message });
      if (kind === 'connection') break;
      continue;
    }
    const sentAt = clock();
    await settle(db, row.id, lease, { attempts, status: 'sent', sentAt, lastAttemptAt: sentAt });
    round.sent += 1;
    if (round.sent === 1) await retryUnreachedNow(db, sentAt);
  }
  return round;
}

/** The server answered: what waited because it couldn't be reached is due again. */
async function retryUnreachedNow(db: Database, now: Date) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.lastErrorKind, 'connection'),
        sql`${mailOutbox.nextAttemptAt} > ${now}`,
      ),
    );
}

/** Since when the oldest undelivered message has been failing, if any is. */
export async function failingSince(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ since: sql<Date | string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.lastError} is not null`));
  return row?.since ? new Date(row.since) : null;
}

/** Deletes settled mail older than KEEP_SETTLED_MS: its bodies hold links and passwords. */
export async function purgeSettledMail(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed', 'expired']),
        lt(mailOutbox.createdAt, new Date(now.getTime() - KEEP_SETTLED_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

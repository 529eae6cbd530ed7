import { and, asc, eq, isNotNull, lt, lte, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage, MailTransport } from './mailer.ts';
import { MailDeliveryError } from './mailer.ts';

/** First retry after this; each failure doubles it… */
export const RETRY_BASE_MS = 10_000;
/** …up to this, so mail still goes out within minutes of a long outage ending. */
export const RETRY_MAX_MS = 10 * 60_000;
/** Retried for three days (at least one whole day is the promise), then marked failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** A claim outlives the transport's timeouts (mailer.ts), so no other worker sends it meanwhile. */
export const LEASE_MS = 2 * 60_000;

/**
 * Queues e-mail in the caller's transaction: it is delivered only if the row that causes it
 * commits, and it is never lost once it has.
 */
export async function enqueueMail(db: Executor, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(
    messages.map((m) => ({
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      replyTo: m.replyTo ?? null,
    })),
  );
}

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Takes the next due message for this worker with a lease. `FOR UPDATE SKIP LOCKED` plus the
 * lease keeps every other process (and this one's next round) off it until it is settled.
 */
async function claimNext(db: Database, now: Date) {
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
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
  return row;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/**
 * Delivers what is due at `now`. After a failure the round ends: the server is probably down,
 * and one attempt per round is enough to notice it is back. A success makes every deferred
 * message due at once, so an outage's backlog goes out as soon as the server answers again.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  host: string,
  now: Date = new Date(),
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, failed: 0 };
  for (;;) {
    const row = await claimNext(db, now);
    if (!row) return round;
    const attempts = row.attempts + 1;
    try {
      await transport.deliver(
        {
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          replyTo: row.replyTo ?? undefined,
        },
        // The same Message-ID on every attempt lets mail clients fold a rare repeat.
        `<${row.id}@${host}>`,
      );
    } catch (error) {
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const tooOld = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: permanent || tooOld ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message : String(error),
          lastAttemptAt: now,
          nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
          lockedUntil: null,
        })
        .where(eq(mailOutbox.id, row.id));
      round.failed += 1;
      if (!permanent) return round;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ attempts, status: 'sent', sentAt: now, lastAttemptAt: now, lockedUntil: null })
      .where(eq(mailOutbox.id, row.id));
    round.sent += 1;
    if (round.sent === 1) await retryDeferredNow(db, now);
  }
}

/** The server answered: what waited out a backoff is due again. */
async function retryDeferredNow(db: Database, now: Date) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        isNotNull(mailOutbox.lastError),
        sql`${mailOutbox.nextAttemptAt} > ${now}`,
      ),
    );
}

/** Since when the oldest undelivered message has been failing, if any is. */
export async function failingSince(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ since: sql<Date | string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.lastError)));
  return row?.since ? new Date(row.since) : null;
}

import { PAGES } from '@tranquera/contracts';
import { type AnyColumn, and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import { conversations, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newMessageMail } from '../mail/templates.ts';

/** A receiver who hasn't read a message within this time gets an e-mail… */
export const NOTIFY_AFTER_MS = 5 * 60 * 1000;
/** …at most once per conversation in this window. */
export const NOTIFY_EVERY_MS = 60 * 60 * 1000;

type Side = 'sender' | 'receiver';

/** Not notified about this conversation within the last NOTIFY_EVERY_MS. */
const notDueSince = (notifiedAt: AnyColumn, now: number) =>
  sql`(${notifiedAt} is null or ${notifiedAt} <= ${new Date(now - NOTIFY_EVERY_MS)})`;

/**
 * E-mails participants about messages they haven't read for a few minutes. Idempotent and
 * restart-safe: what was notified is stored on the conversation.
 */
export async function notifyUnreadMessages(app: FastifyInstance, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const side of ['sender', 'receiver'] as Side[]) {
    const me = side === 'sender' ? conversations.senderId : conversations.receiverId;
    const notifiedAt = side === 'sender' ? conversations.senderNotifiedAt : conversations.receiverNotifiedAt;
    const otherName = side === 'sender' ? conversations.receiverName : conversations.senderName;
    // Qualified by hand: inside the subquery an unqualified sender_id would be the message's.
    const column = (name: string) => sql.raw(`"conversations"."${side}_${name}"`);
    const due = await app.db
      .select({ id: conversations.id, email: users.emailAddress, firstName: users.firstName, otherName })
      .from(conversations)
      .innerJoin(users, eq(users.id, me))
      .where(
        and(
          isNotNull(me),
          sql`exists (select 1 from messages m where m.conversation_id = "conversations"."id"
                and m.sender_id is distinct from ${column('id')}
                and m.created_at > coalesce(${column('read_at')}, 'epoch'::timestamptz)
                and m.created_at > coalesce(${column('notified_at')}, 'epoch'::timestamptz)
                and m.created_at <= ${new Date(now - NOTIFY_AFTER_MS)})`,
          notDueSince(notifiedAt, now),
        ),
      )
      .limit(200);
    for (const row of due) {
      const link = `${app.config.PUBLIC_URL}${PAGES.chat.link(row.id)}`;
      const mail = newMessageMail(siteOf(app.config), row.email, row.firstName, row.otherName, link);
      // Marked and queued together, and only by the process whose mark lands: a restart or a
      // second server neither repeats nor drops the notification.
      const queued = await app.db.transaction(async (tx) => {
        const marked = await tx
          .update(conversations)
          .set(
            side === 'sender' ? { senderNotifiedAt: new Date(now) } : { receiverNotifiedAt: new Date(now) },
          )
          .where(and(eq(conversations.id, row.id), notDueSince(notifiedAt, now)))
          .returning({ id: conversations.id });
        if (marked.length === 0) return false;
        await enqueueMail(tx, mail);
        return true;
      });
      if (queued) sent += 1;
    }
  }
  if (sent > 0) app.mailOutbox.wake();
  return sent;
}

import type { MessageEntry } from '@tranquera/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_PAYLOAD_BYTES } from '../../db/cluster-bus.ts';
import { messages } from '../../db/schema.ts';
import { toMessageEntry } from './serialize.ts';

/**
 * A new chat message as the bus carries it between processes: the message itself, or, when it
 * would not fit a NOTIFY payload (8,000 bytes: 2,000 characters that JSON escapes would not),
 * its id for the listener to read.
 */
export interface LiveNews {
  userIds: string[];
  chatId: string;
  message?: MessageEntry;
  messageId?: string;
}

export async function announceMessage(
  app: FastifyInstance,
  userIds: string[],
  chatId: string,
  message: MessageEntry,
): Promise<void> {
  const full: LiveNews = { userIds, chatId, message };
  const fits = Buffer.byteLength(JSON.stringify(full)) < MAX_PAYLOAD_BYTES - 200;
  const news: LiveNews = fits ? full : { userIds, chatId, messageId: message._id };
  // The message is stored: a bus hiccup must not fail the send (it shows on the next load).
  await app.bus
    .publish('live', news)
    .catch((error) => app.log.error({ err: error }, 'live message not announced'));
}

/** The event to push, reading the message when it came by reference. */
export async function liveEventOf(
  app: FastifyInstance,
  news: LiveNews,
): Promise<{ userIds: string[]; chatId: string; message: MessageEntry } | null> {
  if (news.message) return { userIds: news.userIds, chatId: news.chatId, message: news.message };
  if (!news.messageId) return null;
  const [row] = await app.db.select().from(messages).where(eq(messages.id, news.messageId));
  return row ? { userIds: news.userIds, chatId: news.chatId, message: toMessageEntry(row) } : null;
}

import {
  API,
  CHAT_CURSOR_INVALID,
  CHAT_PAGE_SIZE,
  type ChatPage,
  type Conversation,
  type MessageEntry,
} from '@tranquera/contracts';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import {
  conversations,
  messages,
  properties,
  users,
  type ConversationRow,
  type UserRow,
} from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { toConversation, toMessageEntry } from './serialize.ts';

export const CANNOT_MESSAGE_SELF = 'No puedes enviarte mensajes a ti mismo.';
const RECEIVER_NOT_FOUND = 'No se ha encontrado el destinatario del mensaje.';

const displayName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();
const pairKey = (a: string, b: string) => [a, b].sort().join(':');

export interface Delivery {
  conversation: ConversationRow;
  entry: MessageEntry;
  /** Who should hear about it live: both participants still on the platform. */
  participants: string[];
}

/** Reads the sender's own side of a conversation: 403 for anyone else, whatever ids they send. */
async function participantConversation(
  db: Database,
  userId: string,
  chatId: string,
): Promise<ConversationRow> {
  if (!isUuid(chatId)) throw new HttpError(404, API.notFound);
  const [row] = await db.select().from(conversations).where(eq(conversations.id, chatId));
  if (!row) throw new HttpError(404, API.notFound);
  if (row.senderId !== userId && row.receiverId !== userId) throw new HttpError(403, API.forbidden);
  return row;
}

/**
 * First contact about a listing: one conversation per pair of users and listing, created once
 * and reused by either of them afterwards.
 */
export async function sendFirstMessage(
  db: Database,
  sender: UserRow,
  input: { text: string; receiverId?: string; detail?: { id: string } },
): Promise<Delivery> {
  const receiverId = input.receiverId;
  if (!receiverId || !isUuid(receiverId)) throw new HttpError(404, RECEIVER_NOT_FOUND);
  if (receiverId === sender.id) throw new HttpError(400, CANNOT_MESSAGE_SELF);
  const [receiver] = await db.select().from(users).where(eq(users.id, receiverId));
  if (receiver?.status !== 'active') throw new HttpError(404, RECEIVER_NOT_FOUND);

  let listing: { id: string; title: string } | null = null;
  if (input.detail?.id) {
    const [row] = isUuid(input.detail.id)
      ? await db
          .select({ id: properties.id, title: properties.listingTitle })
          .from(properties)
          // Only a public listing can be asked about (not a paused, expired or hidden one).
          .where(and(eq(properties.id, input.detail.id), eq(properties.status, 'active')))
      : [];
    if (!row) throw new HttpError(404, API.propertyNotFound);
    listing = row;
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    const [conversation] = await tx
      .insert(conversations)
      .values({
        senderId: sender.id,
        senderName: displayName(sender),
        senderImage: sender.profileImage,
        senderUsername: sender.username,
        receiverId: receiver.id,
        receiverName: displayName(receiver),
        receiverImage: receiver.profileImage,
        receiverUsername: receiver.username,
        pairKey: pairKey(sender.id, receiver.id),
        propertyId: listing?.id ?? null,
        propertyKey: listing?.id ?? 'none',
        propertyTitle: listing?.title ?? '',
        senderReadAt: now,
        lastMessageAt: now,
      })
      .onConflictDoUpdate({
        target: [conversations.pairKey, conversations.propertyKey],
        set: { lastMessageAt: now },
      })
      .returning();
    if (!conversation) throw new Error('conversation not saved');
    const entry = await appendMessage(tx as unknown as Database, conversation, sender, input.text, now);
    return { conversation, entry, participants: [sender.id, receiver.id] };
  });
}

/** A reply inside an existing conversation; only its two participants may write. */
export async function replyInConversation(
  db: Database,
  sender: UserRow,
  chatId: string,
  text: string,
): Promise<Delivery> {
  const conversation = await participantConversation(db, sender.id, chatId);
  return db.transaction(async (tx) => {
    const now = new Date();
    const entry = await appendMessage(tx as unknown as Database, conversation, sender, text, now);
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
    const participants = [conversation.senderId, conversation.receiverId].filter((id): id is string =>
      Boolean(id),
    );
    return { conversation, entry, participants };
  });
}

async function appendMessage(
  db: Database,
  conversation: ConversationRow,
  sender: UserRow,
  text: string,
  now: Date,
) {
  const [row] = await db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      senderName: displayName(sender),
      senderImage: sender.profileImage,
      senderUsername: sender.username,
      text,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('message not saved');
  const readColumn = conversation.senderId === sender.id ? { senderReadAt: now } : { receiverReadAt: now };
  await db.update(conversations).set(readColumn).where(eq(conversations.id, conversation.id));
  return toMessageEntry(row);
}

/**
 * Messages from the other party newer than the user's last read of this conversation. Column
 * names are qualified by hand: inside the subquery an unqualified sender_id would be the message's.
 */
const unreadFor = (userId: string) => sql<number>`(
  select count(*)::int from messages m
  where m.conversation_id = "conversations"."id"
    and m.sender_id is distinct from ${userId}::uuid
    and m.created_at > coalesce(
      case when "conversations"."sender_id" = ${userId}::uuid
        then "conversations"."sender_read_at" else "conversations"."receiver_read_at" end,
      'epoch'::timestamptz))`;

export async function listConversations(db: Database, userId: string): Promise<Conversation[]> {
  const rows = await db
    .select({ conversation: conversations, unread: unreadFor(userId) })
    .from(conversations)
    .where(or(eq(conversations.senderId, userId), eq(conversations.receiverId, userId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.conversation.id),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.createdAt));
  const byConversation = new Map(latest.map((message) => [message.conversationId, message]));
  return rows.map(({ conversation, unread }) => {
    const last = byConversation.get(conversation.id);
    return toConversation(conversation, last ? [last] : [], unread);
  });
}

/**
 * One page of a chat, oldest first: the newest CHAT_PAGE_SIZE messages, or those just before
 * `before` (the oldest message the reader already has). Pages are a keyset on (created_at, id)
 * compared inside the database, so messages arriving meanwhile never shift or repeat them as an
 * OFFSET would, and timestamps keep their full precision.
 */
export async function openChat(
  db: Database,
  userId: string,
  chatId: string,
  before?: string,
): Promise<Omit<ChatPage, 'message'>> {
  const conversation = await participantConversation(db, userId, chatId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, chatId), before ? await olderThan(db, chatId, before) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasOlder = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  // Only the newest page shows the latest messages: reading further back says nothing new.
  if (!before) {
    const readColumn =
      conversation.senderId === userId ? { senderReadAt: new Date() } : { receiverReadAt: new Date() };
    await db.update(conversations).set(readColumn).where(eq(conversations.id, chatId));
  }
  return {
    chat: toConversation(conversation, page, 0),
    hasOlder,
    olderCursor: hasOlder ? (page[0]?.id ?? null) : null,
  };
}

/** Messages before the cursor's; a cursor that is not a message of this chat is the client's mistake. */
async function olderThan(db: Database, chatId: string, before: string): Promise<SQL> {
  const [anchor] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, before), eq(messages.conversationId, chatId)));
  if (!anchor) throw new HttpError(400, CHAT_CURSOR_INVALID);
  return sql`(${messages.createdAt}, ${messages.id}) < (
    select m.created_at, m.id from messages m where m.id = ${anchor.id}::uuid)`;
}

export async function unreadTotal(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadFor(userId)}), 0)::int` })
    .from(conversations)
    .where(or(eq(conversations.senderId, userId), eq(conversations.receiverId, userId)));
  return row?.total ?? 0;
}

import { type Conversation, DELETED_USER_NAME, type MessageEntry } from '@tranquera/contracts';
import type { ConversationRow, MessageRow } from '../../db/schema.ts';

export function toMessageEntry(row: MessageRow): MessageEntry {
  return {
    _id: row.id,
    text: row.text,
    sender: row.senderId ? row.senderName : DELETED_USER_NAME,
    senderId: row.senderId,
    senderImage: row.senderId ? row.senderImage : null,
    senderUsername: row.senderUsername,
    timestamp: row.createdAt.toISOString(),
  };
}

/** Spec §3's conversation; a deleted participant keeps a row but shows as deleted. */
export function toConversation(row: ConversationRow, content: MessageRow[], unread: number): Conversation {
  return {
    _id: row.id,
    senderId: row.senderId,
    senderName: row.senderId ? row.senderName : DELETED_USER_NAME,
    senderImage: row.senderId ? row.senderImage : null,
    senderUsername: row.senderUsername,
    receiverId: row.receiverId,
    receiverName: row.receiverId ? row.receiverName : DELETED_USER_NAME,
    receiverImage: row.receiverId ? row.receiverImage : null,
    receiverUsername: row.receiverUsername,
    detail: { id: row.propertyId, description: row.propertyTitle },
    messageContent: content.map(toMessageEntry),
    unread,
    updatedAt: row.lastMessageAt.toISOString(),
  };
}

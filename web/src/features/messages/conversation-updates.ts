import type { Conversation } from '@tranquera/contracts';
import type { LiveMessage } from './live/message-stream.ts';

const latestFirst = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * The conversation list after a live message: that conversation carries the new last message,
 * one more unread when someone else wrote it (and the chat is not open), and moves to the top.
 * Null when the conversation is not in the list yet: only the server knows its participants.
 */
export function applyLiveMessage(
  conversations: Conversation[],
  { chatId, message }: LiveMessage,
  userId: string,
  chatIsOpen = false,
): Conversation[] | null {
  if (!conversations.some((conversation) => conversation._id === chatId)) return null;
  const fromOther = message.senderId !== userId && !chatIsOpen;
  return conversations
    .map((conversation) =>
      conversation._id === chatId
        ? {
            ...conversation,
            messageContent: [message],
            updatedAt: message.timestamp,
            unread: conversation.unread + (fromOther ? 1 : 0),
          }
        : conversation,
    )
    .sort(latestFirst);
}

/** The chat with one more message, unless it already holds it (the stream and the reply race). */
export function appendMessage(chat: Conversation, message: Conversation['messageContent'][number]) {
  if (chat.messageContent.some((entry) => entry._id === message._id)) return chat;
  return { ...chat, messageContent: [...chat.messageContent, message], updatedAt: message.timestamp };
}

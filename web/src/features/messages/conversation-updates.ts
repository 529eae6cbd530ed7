import type { ChatPage, Conversation, LiveMessage } from '@tranquera/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { newestFirst } from '../../lib/timestamps.ts';

const latestFirst = (a: Conversation, b: Conversation) => newestFirst(a.updatedAt, b.updatedAt);

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

type ChatPages = InfiniteData<ChatPage>;

/** The chat with every page read so far (they come newest first), oldest message first. */
export function joinChatPages({ pages }: ChatPages): Conversation {
  const [newest] = pages;
  if (!newest) throw new Error('a chat query always holds its newest page');
  return { ...newest.chat, messageContent: [...pages].reverse().flatMap((page) => page.chat.messageContent) };
}

/** A read chat (its pages, newest first) with a new message at the end of the newest page. */
export function appendToNewestPage(
  data: ChatPages,
  message: Conversation['messageContent'][number],
): ChatPages {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, chat: appendMessage(newest.chat, message) }, ...older] };
}

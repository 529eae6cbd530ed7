import type { Conversation, MessageEntry } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { otherParty } from './conversation-party.ts';
import {
  appendMessage,
  appendToNewestPage,
  applyLiveMessage,
  joinChatPages,
} from './conversation-updates.ts';

const ME = 'user-me';
const ANA = 'user-ana';

function message(id: string, senderId: string | null, timestamp: string): MessageEntry {
  return {
    _id: id,
    text: `texto ${id}`,
    sender: 'Alguien',
    senderId,
    senderImage: null,
    senderUsername: 'alguien',
    timestamp,
  };
}

function conversation(id: string, updatedAt: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    senderId: ANA,
    senderName: 'Ana Ríos',
    senderImage: '/uploads/ana.webp',
    senderUsername: 'anarios',
    receiverId: ME,
    receiverName: 'Yo Mismo',
    receiverImage: null,
    receiverUsername: 'yo',
    detail: { id: 'campo-1', description: 'Campo en Tandil' },
    messageContent: [message(`${id}-m`, ANA, updatedAt)],
    unread: 0,
    updatedAt,
    ...overrides,
  };
}

describe('applyLiveMessage', () => {
  const list = [conversation('a', '2025-03-12T10:00:00Z'), conversation('b', '2025-03-11T10:00:00Z')];

  it('moves the conversation to the top with its new last message and one more unread', () => {
    const next = applyLiveMessage(
      list,
      { chatId: 'b', message: message('n', ANA, '2025-03-12T11:00:00Z') },
      ME,
    );
    expect(next?.map((c) => c._id)).toEqual(['b', 'a']);
    expect(next?.[0]?.messageContent.map((m) => m._id)).toEqual(['n']);
    expect(next?.[0]?.unread).toBe(1);
    expect(next?.[0]?.updatedAt).toBe('2025-03-12T11:00:00Z');
  });

  it('does not count our own messages, nor those of a chat on screen, as unread', () => {
    const own = applyLiveMessage(
      list,
      { chatId: 'b', message: message('n', ME, '2025-03-12T11:00:00Z') },
      ME,
    );
    expect(own?.[0]?.unread).toBe(0);
    const open = applyLiveMessage(
      list,
      { chatId: 'b', message: message('n', ANA, '2025-03-12T11:00:00Z') },
      ME,
      true,
    );
    expect(open?.[0]?.unread).toBe(0);
  });

  it('gives up on a conversation it does not know yet (the server names its participants)', () => {
    expect(
      applyLiveMessage(list, { chatId: 'new', message: message('n', ANA, '2025-03-12T11:00:00Z') }, ME),
    ).toBeNull();
  });
});

describe('appendMessage', () => {
  it('adds a message once, whichever of the stream and the reply brings it first', () => {
    const chat = conversation('a', '2025-03-12T10:00:00Z');
    const entry = message('n', ME, '2025-03-12T11:00:00Z');
    const once = appendMessage(chat, entry);
    expect(once.messageContent).toHaveLength(2);
    expect(appendMessage(once, entry)).toBe(once);
  });
});

describe('chat pages', () => {
  const page = (ids: string[], olderCursor: string | null) => ({
    message: 'Chat encontrado',
    chat: conversation('a', '2025-03-12T10:00:00Z', {
      messageContent: ids.map((id) => message(id, ANA, '2025-03-12T10:00:00Z')),
    }),
    hasOlder: olderCursor !== null,
    olderCursor,
  });
  // Read newest first: the page on screen first, then the ones 'Ver mensajes anteriores' adds.
  const read = {
    pages: [page(['m5', 'm6'], 'm5'), page(['m3', 'm4'], 'm3'), page(['m1', 'm2'], null)],
    pageParams: [null, 'm5', 'm3'],
  };

  const ids = (data: Parameters<typeof joinChatPages>[0]) =>
    joinChatPages(data)
      .messageContent.map((m) => m._id)
      .join(' ');

  it('shows every page read so far as one chat, oldest message first', () => {
    expect(ids(read)).toBe('m1 m2 m3 m4 m5 m6');
  });

  it('adds a new message after the newest one, once', () => {
    const entry = message('m7', ME, '2025-03-12T11:00:00Z');
    const next = appendToNewestPage(appendToNewestPage(read, entry), entry);
    expect(ids(next)).toBe('m1 m2 m3 m4 m5 m6 m7');
    expect(next.pageParams).toEqual(read.pageParams);
  });
});

describe('otherParty', () => {
  it('is the receiver for the one who started, and the sender otherwise', () => {
    const chat = conversation('a', '2025-03-12T10:00:00Z');
    expect(otherParty(chat, ME)).toMatchObject({
      id: ANA,
      name: 'Ana Ríos',
      username: 'anarios',
      deleted: false,
    });
    expect(otherParty(chat, ANA)).toMatchObject({ id: ME, name: 'Yo Mismo', deleted: false });
  });

  it('is a deleted user when their account is gone', () => {
    const chat = conversation('a', '2025-03-12T10:00:00Z', {
      senderId: null,
      senderName: 'Usuario eliminado',
    });
    expect(otherParty(chat, ME)).toMatchObject({ id: null, name: 'Usuario eliminado', deleted: true });
  });
});

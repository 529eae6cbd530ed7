import type { Conversation } from '@tranquera/contracts';
import { otherParty } from '../conversation-party.ts';
import type { OlderMessages, ThreadEntry } from '../use-chat-thread.ts';
import { ChatHeader } from './chat-header.tsx';
import { MessageLog } from './message-log.tsx';
import { ReplyForm } from './reply-form.tsx';

interface ChatThreadProps {
  chat: Conversation;
  entries: ThreadEntry[];
  userId: string;
  older: OlderMessages;
  onSend(text: string): Promise<boolean>;
}

/** Spec §2 Chat: header, bubbles in a scrolling area, and the reply box. */
export function ChatThread({ chat, entries, userId, older, onSend }: ChatThreadProps) {
  const party = otherParty(chat, userId);
  return (
    <section className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <ChatHeader party={party} detail={chat.detail} />
      <MessageLog entries={entries} userId={userId} partyName={party.name} older={older} />
      {party.deleted ? (
        <p className="border-t border-stone-200 bg-white px-6 py-5 text-center text-sm text-stone-600">
          Esta persona eliminó su cuenta: ya no puede recibir mensajes.
        </p>
      ) : (
        <ReplyForm onSend={onSend} />
      )}
    </section>
  );
}

import { PAGES } from '@tranquera/contracts';
import { useEffect } from 'react';
import { toast } from '../lib/toast.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../components/ui/icons.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { ChatThread } from '../features/messages/components/chat-thread.tsx';
import { otherParty } from '../features/messages/conversation-party.ts';
import { useChatThread } from '../features/messages/use-chat-thread.ts';
import { usePageMeta } from '../lib/page-meta.ts';

export const CHAT_UNAVAILABLE = 'No se puede acceder al chat en este momento';

/** Spec §2 Chat (protected); a chat that can't be read sends the user home (spec §8). */
export function ChatPage() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const navigate = useNavigate();
  const userId = session?.user._id ?? '';
  const { query, entries, older, send } = useChatThread(id);
  const chat = query.data;
  usePageMeta(PAGES.chat, { title: chat ? `Chat con ${otherParty(chat, userId).name}` : undefined });

  // An older page that fails to load is reported inside the chat, which stays open.
  const unavailable = query.isError && !query.isFetchNextPageError;
  useEffect(() => {
    if (!unavailable) return;
    // A fixed id keeps the toast single even if the effect runs twice.
    toast.error(CHAT_UNAVAILABLE, { id: 'chat-unavailable' });
    navigate(PAGES.home.link(), { replace: true });
  }, [unavailable, navigate]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-40%">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
        <Link
          to={PAGES.chats.link()}
          className="inline-flex items-center gap-1.5 self-start rounded-full py-1 pr-3 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          Todos los mensajes
        </Link>
        {chat ? (
          <ChatThread chat={chat} entries={entries} userId={userId} older={older} onSend={send} />
        ) : (
          <Spinner label="Cargando el chat…" />
        )}
      </div>
    </div>
  );
}

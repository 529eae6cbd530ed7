import { PAGES } from '@tranquera/contracts';
import { useSession } from '../features/auth/session-context.tsx';
import { ConversationList } from '../features/messages/components/conversation-list.tsx';
import { MessagesFrame } from '../features/messages/components/messages-frame.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2 Messages (protected): every conversation, latest first, updated live. */
export function ChatsPage() {
  usePageMeta(PAGES.chats);
  const { session } = useSession();
  return (
    <MessagesFrame
      eyebrow="Mi cuenta"
      title="Mensajes"
      description="Tus conversaciones con compradores y vendedores, la más reciente primero."
    >
      {session && <ConversationList userId={session.user._id} />}
    </MessagesFrame>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-context.tsx';
import { unreadCountQuery } from './api/get-unread-count.ts';
import { FALLBACK_POLL_MS, useLiveMessages } from './live/use-live-messages.ts';
import { isChatOpen } from './open-chats.ts';

// With the stream open the count only changes on live events; the slow poll catches chats
// read in another tab.
const POLL_WITH_STREAM_MS = 60_000;

/**
 * Unread messages of the signed-in user, for the avatar menu's 'Mensajes' (0 when signed out).
 * Polls the server and listens to the live stream.
 */
export function useUnreadCount(): number {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const queryClient = useQueryClient();
  const { queryKey } = unreadCountQuery(userId);

  const status = useLiveMessages({
    onMessage({ chatId, message }) {
      // An open chat marks itself read and refreshes the count when done.
      if (message.senderId !== userId && !isChatOpen(chatId))
        void queryClient.invalidateQueries({ queryKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey }),
  });

  const { data } = useQuery({
    ...unreadCountQuery(userId),
    enabled: Boolean(userId),
    refetchInterval: status === 'open' ? POLL_WITH_STREAM_MS : FALLBACK_POLL_MS,
  });
  return userId ? (data ?? 0) : 0;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-context.tsx';
import { conversationsQuery } from './api/get-conversations.ts';
import { applyLiveMessage } from './conversation-updates.ts';
import { pollWhileStreamDown, useLiveMessages } from './live/use-live-messages.ts';
import { isChatOpen } from './open-chats.ts';

/** The signed-in user's conversations, kept current by the live stream (or polling without it). */
export function useConversations() {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const queryClient = useQueryClient();
  const { queryKey } = conversationsQuery(userId);

  const status = useLiveMessages({
    onMessage(event) {
      const data = queryClient.getQueryData(queryKey);
      const updated = data && applyLiveMessage(data.messages, event, userId, isChatOpen(event.chatId));
      if (updated) queryClient.setQueryData(queryKey, { ...data, messages: updated });
      else void queryClient.invalidateQueries({ queryKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey }),
  });

  return useQuery({
    ...conversationsQuery(userId),
    enabled: Boolean(userId),
    refetchInterval: pollWhileStreamDown(status),
  });
}

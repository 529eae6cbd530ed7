import type { ConversationsResponse } from '@tranquera/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The user's conversations, latest first, each with its last message (spec §2 Messages). */
export function conversationsQuery(userId: string) {
  return queryOptions({
    queryKey: ['messages', 'conversations', userId],
    queryFn: () =>
      apiFetch<ConversationsResponse>(`/api/messages/get-messages/${encodeURIComponent(userId)}`),
    select: (data) => data.messages,
    staleTime: 0,
  });
}

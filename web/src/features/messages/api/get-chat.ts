import type { Conversation } from '@tranquera/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** One whole conversation; reading it marks it read on the server. */
export function chatQuery(chatId: string) {
  return queryOptions({
    queryKey: ['messages', 'chat', chatId],
    queryFn: () =>
      apiFetch<{ message: string; chat: Conversation }>(
        `/api/messages/get-chat/${encodeURIComponent(chatId)}`,
      ),
    select: (data) => data.chat,
    staleTime: 0,
    // A stranger's or unknown chat stays so; only transient failures deserve a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

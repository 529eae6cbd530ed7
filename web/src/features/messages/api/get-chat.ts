import type { ChatPage } from '@tranquera/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, withQuery } from '../../../lib/api-client.ts';
import { joinChatPages } from '../conversation-updates.ts';

/**
 * One chat read a page at a time, newest first: each further page goes back in time
 * (`?before=olderCursor`). A refetch re-reads the pages from the newest one, following the
 * fresh cursors, so what is on screen stays one unbroken stretch. Reading the newest page
 * marks the chat read on the server.
 */
export function chatQuery(chatId: string) {
  return infiniteQueryOptions({
    queryKey: ['messages', 'chat', chatId],
    queryFn: ({ pageParam }) =>
      apiFetch<ChatPage>(
        withQuery(`/api/messages/get-chat/${encodeURIComponent(chatId)}`, { before: pageParam }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    select: joinChatPages,
    staleTime: 0,
    // A stranger's or unknown chat stays so; only transient failures deserve a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

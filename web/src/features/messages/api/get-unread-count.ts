import type { UnreadCountResponse } from '@tranquera/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function unreadCountQuery(userId: string) {
  return queryOptions({
    queryKey: ['messages', 'unread', userId],
    queryFn: () => apiFetch<UnreadCountResponse>(`/api/messages/unread/${encodeURIComponent(userId)}`),
    select: (data) => data.count,
  });
}

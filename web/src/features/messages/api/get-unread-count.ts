import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function unreadCountQuery(userId: string) {
  return queryOptions({
    queryKey: ['messages', 'unread', userId],
    queryFn: () => apiFetch<{ count: number }>(`/api/messages/unread/${encodeURIComponent(userId)}`),
    select: (data) => data.count,
  });
}

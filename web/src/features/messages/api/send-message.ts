import type { SendMessageInput, SendMessageResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** A first message names its receiver and, when there is one, the listing (`detail`) it is about. */
type FirstMessage = Pick<SendMessageInput, 'text' | 'detail'> & { receiverId: string };

/** First contact: the server reuses the conversation of this pair and listing if there is one. */
export function useSendFirstMessage() {
  return useMutation({
    mutationFn: (input: FirstMessage) =>
      apiFetch<SendMessageResponse>('/api/messages/send-message', { method: 'POST', json: input }),
  });
}

/** A reply inside an open chat. */
export function useReplyInChat(chatId: string) {
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<SendMessageResponse>(`/api/messages/send-message?id=${encodeURIComponent(chatId)}`, {
        method: 'POST',
        json: { text },
      }),
  });
}

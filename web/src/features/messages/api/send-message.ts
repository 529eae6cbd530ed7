import type { MessageEntry } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

interface Sent {
  message: string;
  chatId: string;
  sentMessage: MessageEntry;
}

interface FirstMessage {
  text: string;
  receiverId: string;
  /** The listing the conversation is about, when there is one. */
  detail?: { id: string; description: string };
}

/** First contact: the server reuses the conversation of this pair and listing if there is one. */
export function useSendFirstMessage() {
  return useMutation({
    mutationFn: (input: FirstMessage) =>
      apiFetch<Sent>('/api/messages/send-message', { method: 'POST', json: input }),
  });
}

/** A reply inside an open chat. */
export function useReplyInChat(chatId: string) {
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<Sent>(`/api/messages/send-message?id=${encodeURIComponent(chatId)}`, {
        method: 'POST',
        json: { text },
      }),
  });
}

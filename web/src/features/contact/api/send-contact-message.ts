import type { ContactFormResponse, ContactMessage } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/form-message/contact; signed in, the server uses the account's e-mail. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessage) =>
      apiFetch<ContactFormResponse>('/api/form-message/contact', { method: 'POST', json: input }),
  });
}

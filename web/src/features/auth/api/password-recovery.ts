import type { MessageResponse, UpdatePasswordInput } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** E-mails a temporary password (spec §4 password recovery, step 1). */
export function sendPassword(email_address: string) {
  return apiFetch<MessageResponse>('/api/users/send-password', {
    method: 'POST',
    json: { email_address },
  });
}

/** Sets a new password with the temporary or the current one; every older token stops working. */
export function updatePassword(input: UpdatePasswordInput) {
  return apiFetch<MessageResponse>('/api/users/update-password', { method: 'PUT', json: input });
}

export function useSendPassword() {
  return useMutation({ mutationFn: sendPassword });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}

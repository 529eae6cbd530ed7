import type { MessageResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** E-mails a confirmation link to the new address; the change completes when it is opened. */
export function changeEmail(userId: string, newEmail: string) {
  return apiFetch<MessageResponse>(`/api/users/change-email/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: { new_email_address: newEmail },
  });
}

/** Completes an e-mail change with the signed token from the link (spec §7). */
export function confirmEmailChange(userId: string, mail: string, usr: string) {
  const query = new URLSearchParams({ usr });
  return apiFetch<MessageResponse>(
    `/api/users/update-email/${encodeURIComponent(userId)}/${encodeURIComponent(mail)}?${query}`,
  );
}

export function deleteAccount(userId: string) {
  return apiFetch<MessageResponse>(`/api/users/delete-profile/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useChangeEmail(userId: string) {
  return useMutation({ mutationFn: (newEmail: string) => changeEmail(userId, newEmail) });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteAccount(userId) });
}

import type { MessageResponse, RegisterInput } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function register(input: RegisterInput) {
  return apiFetch<MessageResponse>('/api/users/register', { method: 'POST', json: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

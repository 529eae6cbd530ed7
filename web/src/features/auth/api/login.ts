import type { LoginInput, LoginResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function login(input: LoginInput) {
  return apiFetch<LoginResponse>('/api/users/login', { method: 'POST', json: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import type { LoginInput, SessionUser } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** 'Ingreso exitoso' carries {token, user}; 'Cambio de contraseña necesario' carries neither. */
export interface LoginResponse {
  message: string;
  token?: string;
  user?: SessionUser;
}

export function login(input: LoginInput) {
  return apiFetch<LoginResponse>('/api/users/login', { method: 'POST', json: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

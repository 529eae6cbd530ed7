import { PAGES } from '@tranquera/contracts';
// What other pages tell /login through router state: where to come back to, why the user is
// here, and the e-mail to prefill.

export type LoginNotice = 'registered' | 'password-changed' | 'email-changed';

export interface LoginState {
  /** The protected page the user asked for. */
  from?: string;
  /** The previous session's token expired or was revoked. */
  expired?: boolean;
  email?: string;
  notice?: LoginNotice;
}

export function readLoginState(state: unknown): LoginState {
  return state && typeof state === 'object' ? (state as LoginState) : {};
}

/** Only same-site paths, never back to the login page itself. */
export function returnPath(state: LoginState): string | null {
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.startsWith(PAGES.login.path) ? null : from;
}

export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

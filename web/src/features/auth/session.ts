// Spec §3: the session ({token, user}) lives in session storage under 'auth'.
export interface SessionUser {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  email_address?: string;
}
export interface Session {
  token: string;
  user: SessionUser;
}

const KEY = 'auth';

export function readSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' && parsed.token && parsed.user ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

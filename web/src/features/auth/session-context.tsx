import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  endSession,
  getSessionSnapshot,
  type Session,
  type SessionEnd,
  saveSession,
  subscribeSession,
  tokenLifetimeMs,
} from './session.ts';

interface SessionState {
  session: Session | null;
  /** Why the last session ended, while nobody is signed in. */
  endedBy: SessionEnd | null;
  /** Stores a session (the user is read from its token) or, with null, logs out. */
  setSession(session: Session | null): void;
  logout(): void;
}

const SessionContext = createContext<SessionState | null>(null);

const NO_SESSION = { session: null, endedBy: null } as const;
const serverSnapshot = () => NO_SESSION;

// setTimeout keeps at most a 32-bit signed delay (about 24 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

const setSession = (next: Session | null) => (next ? saveSession(next) : endSession('logout'));
const logout = () => endSession('logout');

/** Restores the session from session storage at start (spec §4) and ends it when its token expires. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // The server renders public pages for a visitor without a session; hydration starts the same.
  const { session, endedBy } = useSyncExternalStore(subscribeSession, getSessionSnapshot, serverSnapshot);

  useEffect(() => {
    if (!session) return;
    const left = tokenLifetimeMs(session.token);
    if (left === null) return endSession('expired');
    if (left > MAX_TIMER_MS) return;
    const timer = setTimeout(() => endSession('expired'), left);
    return () => clearTimeout(timer);
  }, [session]);

  const value = useMemo(() => ({ session, endedBy, setSession, logout }), [session, endedBy]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

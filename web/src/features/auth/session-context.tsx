import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readSession, type Session } from './session.ts';

interface SessionState {
  session: Session | null;
  setSession(session: Session | null): void;
  logout(): void;
}

const SessionContext = createContext<SessionState | null>(null);

/** Restores the session from session storage at start (spec §4) and keeps it in sync. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setState] = useState<Session | null>(() => readSession());
  const setSession = useCallback((next: Session | null) => {
    if (next) sessionStorage.setItem('auth', JSON.stringify(next));
    else sessionStorage.removeItem('auth');
    setState(next);
  }, []);
  const logout = useCallback(() => setSession(null), [setSession]);
  const value = useMemo(() => ({ session, setSession, logout }), [session, setSession, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

import { PAGES } from '@tranquera/contracts';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginState } from '../login-state.ts';
import { useSession } from '../session-context.tsx';

/**
 * Layout route for protected pages (spec §2): without a stored session it sends the visitor to
 * /login, remembering the page so login can come back to it, and says so when the session
 * expired or was revoked.
 */
export function RequireSession() {
  const { session, endedBy } = useSession();
  const location = useLocation();
  const signedInHere = useRef(Boolean(session));
  if (session) {
    signedInHere.current = true;
    return <Outlet />;
  }
  // Whoever logged out navigates (home, or /login after a password change): racing them with a
  // redirect of our own could override where they are going.
  if (signedInHere.current && endedBy === 'logout') return null;
  const state: LoginState = {
    from: `${location.pathname}${location.search}${location.hash}`,
    expired: endedBy === 'expired',
  };
  return <Navigate to={PAGES.login.link()} replace state={state} />;
}

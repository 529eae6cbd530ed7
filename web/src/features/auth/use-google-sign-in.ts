import { GOOGLE_POPUP } from '@tranquera/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { type Session, sessionFromToken } from './session.ts';

const GOOGLE_AUTH_PATH = '/api/users/google-auth';

/**
 * Spec §4 third-party sign-in: a 620×700 popup on the server's Google path, which ends on a
 * page that posts `{token, user}` (or `{error}`) to our origin. Only messages from our own
 * origin and from that popup count; one without a usable token is only logged.
 */
export function useGoogleSignIn(onSignedIn: (session: Session) => void) {
  const popupRef = useRef<Window | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!popupRef.current || event.source !== popupRef.current) return;
      const data: unknown = event.data;
      const token = data && typeof data === 'object' && 'token' in data ? data.token : null;
      const session = typeof token === 'string' ? sessionFromToken(token) : null;
      if (!session) {
        console.warn('Algo salio mal');
        return;
      }
      popupRef.current.close();
      popupRef.current = null;
      onSignedInRef.current(session);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  /** Returns false when the browser blocked the popup. */
  return useCallback((): boolean => {
    const { width, height } = GOOGLE_POPUP;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      GOOGLE_AUTH_PATH,
      'tranquera-google',
      `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
    );
    if (!popup) return false;
    popupRef.current = popup;
    popup.focus();
    return true;
  }, []);
}

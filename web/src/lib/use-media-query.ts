import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated when it changes (e.g. on rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // No screen on the server: the first render (and hydration) assumes the query does not match.
    () => false,
  );
}

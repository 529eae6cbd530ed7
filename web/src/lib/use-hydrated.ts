import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates server-rendered HTML, true afterwards: for
 * what only a browser can render (a Leaflet map), so hydration sees the server's markup first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

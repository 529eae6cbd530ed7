import { useEffect } from 'react';

/**
 * Marks the page interactive once React has taken it over (after hydrating server-rendered
 * HTML, a click before that does nothing): the browser tests wait for it after each load.
 * Rendered inside each page's Suspense boundary (routes/route-tree.tsx): React may hydrate the
 * layout first and the page a little later, and only then does the page answer.
 */
export function HydrationMark() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.hydrated) return;
    root.dataset.hydratedAt = String(Math.round(performance.now()));
    root.dataset.hydrated = 'true';
  }, []);
  return null;
}

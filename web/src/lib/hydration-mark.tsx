import { useEffect } from 'react';

/**
 * Sections of the page whose code comes after the page is interactive (lib/later-section.tsx)
 * and that have not hydrated yet: the page is fully taken over once there are none.
 */
const pendingSections = new Set<object>();

function markIfSettled() {
  const root = document.documentElement;
  if (root.dataset.hydratedAt && pendingSections.size === 0) root.dataset.hydrated = 'true';
}

export function sectionPending(section: object) {
  pendingSections.add(section);
}

export function sectionHydrated(section: object) {
  pendingSections.delete(section);
  markIfSettled();
}

/**
 * Marks the page interactive once React has taken it over (after hydrating server-rendered
 * HTML, a click before that does nothing). Rendered inside each page's Suspense boundary
 * (routes/route-tree.tsx): React may hydrate the layout first and the page a little later, and
 * only then does the page answer.
 * - `data-hydrated-at`: when the page itself answered (ms after navigation start): the
 *   JavaScript budget counts what loads before it (e2e/tests/server-rendering.spec.ts).
 * - `data-hydrated="true"`: once its later sections (footer, similar listings…) have hydrated
 *   too: the browser tests wait for it after each load.
 */
export function HydrationMark() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.hydratedAt) return;
    root.dataset.hydratedAt = String(Math.round(performance.now()));
    // After the rest of this commit's effects: a later section placed after the page (the
    // footer) registers itself in one of them.
    queueMicrotask(markIfSettled);
  }, []);
  return null;
}

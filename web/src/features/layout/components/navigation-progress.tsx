import { usePageLoading } from '../../../lib/lazy-page.tsx';

/** A thin bar while the next page's code loads, so a click never feels ignored. */
export function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-wheat-100"
      role="progressbar"
      aria-label="Cargando página"
    >
      <div className="h-full w-full animate-pulse bg-wheat-500" />
    </div>
  );
}

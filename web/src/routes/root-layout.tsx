import { Outlet } from 'react-router';
import { NavigationProgress } from '../features/layout/components/navigation-progress.tsx';
import { ScrollToTopOnNavigate } from '../features/layout/components/scroll-to-top-on-navigate.tsx';
import { SiteHeader } from '../features/layout/components/site-header.tsx';
import { laterSection } from '../lib/later-section.tsx';

// Links only, at the bottom of every page: its code comes after the page is interactive.
const SiteFooter = laterSection(() =>
  import('../features/layout/components/site-footer.tsx').then((m) => m.SiteFooter),
);
// The WhatsApp button is a plain link, and the back-to-top one shows only once scrolled: their
// code comes after the page is interactive too.
const FloatingActions = laterSection(() =>
  import('../features/layout/components/floating-actions.tsx').then((m) => m.FloatingActions),
);

/** The site chrome around every page but the buyer request form (spec §2). */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <NavigationProgress />
      <ScrollToTopOnNavigate />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingActions />
    </div>
  );
}

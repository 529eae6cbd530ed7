import { lazy, Suspense, startTransition, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../../components/ui/icons.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';

// The panel's code is not part of the page's first script (issue 11's budget): it comes once
// the browser is idle after the page has loaded, or with the first tap on the button.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel.tsx').then((module) => ({ default: module.MobileMenuPanel })),
);

/** The hamburger and its slide-in panel, for screens up to 767 px (spec §2). */
export function MobileMenu({ onHero = false }: { onHero?: boolean }) {
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const close = () => setOpen(false);

  // In a transition: the hidden panel renders in slices, not in one block of a slow phone's main
  // thread.
  useEffect(() => whenIdle(() => startTransition(() => setPanelWanted(true)), 5000), []);
  // Any navigation (a link in the panel, the back button) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [location.key]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={panelWanted || open ? panelId : undefined}
        onClick={() => setOpen(true)}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition ${onHero ? 'text-white hover:bg-white/15' : 'text-stone-800 hover:bg-stone-100'}`}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {(panelWanted || open) && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

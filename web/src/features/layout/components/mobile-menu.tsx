import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../../components/ui/icons.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';

// The panel's code (its links, the account part) comes once the page is idle, or with the first
// tap: most visits never open it, and a phone's first load is budgeted (issue 11).
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** The hamburger and its slide-in panel, for screens up to 767 px (spec §2). */
export function MobileMenu({ onHero = false }: { onHero?: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on: the panel then slides out again when closed.
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const close = () => setOpen(false);

  // Any navigation (a link in the panel, the back button) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => whenIdle(() => void loadPanel()), []);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={wanted ? panelId : undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition ${onHero ? 'text-white hover:bg-white/15' : 'text-stone-800 hover:bg-stone-100'}`}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} close={close} />
        </Suspense>
      )}
    </div>
  );
}

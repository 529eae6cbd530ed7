import { PAGES, type SavedQuery } from '@tranquera/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginState } from '../../auth/login-state.ts';
import { useSession } from '../../auth/session-context.tsx';
import { BellIcon } from './bell-icon.tsx';

// The dialog (and its form code) loads on the first press: the search page stays light.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog.tsx').then((m) => ({ default: m.SaveSearchDialog })),
);

/**
 * 'Guardar búsqueda' on the listing search: keeps the current filters with a name and e-mail
 * alerts. A visitor without a session goes to the login page, which brings them back here.
 */
export function SaveSearchButton({ query }: { query: SavedQuery }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!session) {
      const state: LoginState = { from: `${location.pathname}${location.search}`, expired: false };
      navigate(PAGES.login.link(), { state });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-haspopup="dialog"
        className="inline-flex shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 shadow-sm transition hover:border-brand-600"
      >
        <BellIcon className="h-4 w-4" />
        Guardar búsqueda
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

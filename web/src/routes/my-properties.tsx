import { LISTING_ONLINE_MONTHS, PAGES } from '@tranquera/contracts';
import { useSession } from '../features/auth/session-context.tsx';
import { MyListings } from '../features/my-properties/components/my-listings.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2 /my-properties (protected): 'Mis Anuncios'. */
export function MyPropertiesPage() {
  usePageMeta(PAGES.myProperties);
  const { session } = useSession();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-30%">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Mi cuenta</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Mis Anuncios</h1>
          <p className="max-w-3xl text-stone-600">
            Los campos que publicaste: editalos o eliminalos cuando quieras, renovalos cuando estén por vencer
            (cada publicación dura {LISTING_ONLINE_MONTHS} meses) y destacalos para que aparezcan primero en
            las búsquedas.
          </p>
        </header>
        {session && <MyListings userId={session.user._id} />}
      </div>
    </div>
  );
}

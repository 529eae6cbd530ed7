import { PAGES } from '@tranquera/contracts';
import { SavedSearchesList } from '../features/saved-searches/components/saved-searches-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** Issue 13 /busquedas (protected): the searches the user saved, with their e-mail alerts. */
export function SavedSearchesPage() {
  usePageMeta(PAGES.savedSearches);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-30%">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Mi cuenta</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            Búsquedas guardadas
          </h1>
          <p className="text-stone-600">
            Te avisamos por email cuando se publica un campo nuevo que coincide con cada búsqueda: una vez por
            día o al instante, como elijas.
          </p>
        </header>
        <SavedSearchesList />
      </div>
    </div>
  );
}

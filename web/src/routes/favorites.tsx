import { PAGES } from '@tranquera/contracts';
import { FavoritesList } from '../features/favorites/components/favorites-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** Issue 13 /favoritos (protected): 'Mis favoritos', the listings the user saved with the heart. */
export function FavoritesPage() {
  usePageMeta(PAGES.favorites);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-30%">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Mi cuenta</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Mis favoritos</h1>
          <p className="max-w-3xl text-stone-600">
            Los campos que guardaste, del más reciente al más antiguo. Los que se pausan o se dan de baja
            quedan acá marcados como no disponibles.
          </p>
        </header>
        <FavoritesList />
      </div>
    </div>
  );
}

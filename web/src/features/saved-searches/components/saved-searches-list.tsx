import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { useSavedSearches } from '../api/saved-searches.ts';
import { BellIcon } from './bell-icon.tsx';
import { SavedSearchItem } from './saved-search-item.tsx';

const LOAD_FAILED = 'No pudimos cargar tus búsquedas. Probá de nuevo en unos minutos.';

/** /busquedas (issue 13): the user's saved searches, newest first. */
export function SavedSearchesList() {
  const { data, isPending, isError, refetch, isRefetching } = useSavedSearches();

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Cargando búsquedas" className="flex flex-col gap-4">
        {[0, 1].map((key) => (
          <li key={key} className="h-44 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{LOAD_FAILED}</FormAlert>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className={buttonStyles('secondary', 'sm')}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (data.savedSearches.length === 0) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellIcon className="h-8 w-8" />
        </span>
        <div className="flex flex-col gap-1.5">
          <p className="text-lg font-semibold text-stone-900">Todavía no guardaste búsquedas.</p>
          <p className="text-stone-600">
            Elegí tus filtros en la búsqueda de campos y tocá «Guardar búsqueda»: te avisamos por email cuando
            se publique un campo que coincida.
          </p>
        </div>
        <Link to={PAGES.listingProperties.link()} className={buttonStyles('primary', 'lg')}>
          Buscar campos
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {data.savedSearches.map((search) => (
        <SavedSearchItem key={search._id} search={search} />
      ))}
    </ul>
  );
}

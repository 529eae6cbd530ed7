import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ClipboardIcon, SearchIcon } from '../../../components/ui/icons.tsx';

/** 'Campos en venta' and 'Solicitar campo', lifted over the bottom of the hero (spec §2). */
export function PromoCards() {
  return (
    <div className="relative z-10 mx-auto -mt-20 grid max-w-7xl gap-5 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
      <article className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200/70 sm:flex-row sm:items-center sm:p-8">
        <div className="flex flex-1 items-start gap-4 sm:items-center sm:gap-5">
          <span className="flex h-12 w-12 shrink-0 sm:h-14 sm:w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <SearchIcon className="h-7 w-7" />
          </span>
          <div className="flex-1">
            <h2 className="text-xl font-bold text-stone-900">Campos en venta</h2>
            <p className="mt-1 text-stone-600">
              Recorré campos de todo el país y filtrá por categoría, provincia, precio y hectáreas.
            </p>
          </div>
        </div>
        <Link to={PAGES.listingProperties.link()} className={`${buttonStyles('primary', 'lg')} shrink-0`}>
          Buscar
        </Link>
      </article>
      <article className="flex flex-col gap-5 rounded-3xl bg-wheat-100 p-6 shadow-xl ring-1 ring-wheat-300/70 sm:flex-row sm:items-center sm:p-8">
        <div className="flex flex-1 items-start gap-4 sm:items-center sm:gap-5">
          <span className="flex h-12 w-12 shrink-0 sm:h-14 sm:w-14 items-center justify-center rounded-2xl bg-white text-brand-700">
            <ClipboardIcon className="h-7 w-7" />
          </span>
          <div className="flex-1">
            <h2 className="text-xl font-bold text-stone-900">Solicitar campo</h2>
            <p className="mt-1 text-stone-700">
              ¿No encontrás lo que buscás? Contanos qué campo necesitás y te ayudamos a conseguirlo.
            </p>
          </div>
        </div>
        <Link
          to={PAGES.requestProperty.link()}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles('primary', 'lg')} shrink-0`}
        >
          Solicitar
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>
      </article>
    </div>
  );
}

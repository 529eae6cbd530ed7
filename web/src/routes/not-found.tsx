import { NOT_FOUND_TITLE, PAGES, UI } from '@tranquera/contracts';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2: any unknown path; the server answers these with status 404 too. */
export function NotFoundPage() {
  usePageMeta({ title: NOT_FOUND_TITLE.page });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-6 py-20 text-center">
      <ClosedGate />
      <p className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold tracking-wide text-brand-800 ring-1 ring-brand-200">
        Error 404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Página no encontrada</h1>
      <p className="max-w-md text-lg text-stone-600">{UI.notFoundPage}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={PAGES.home.link()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
        >
          Volver al inicio
        </Link>
        <Link
          to={PAGES.listingProperties.link()}
          className="rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 transition hover:bg-brand-50"
        >
          Buscar campos
        </Link>
      </div>
    </section>
  );
}

/** A closed ranch gate (a "tranquera"): the road ends here. */
function ClosedGate() {
  return (
    <svg viewBox="0 0 200 110" aria-hidden="true" className="h-28 w-auto sm:h-32">
      <path d="M4 104h192" stroke="var(--color-wheat-500)" strokeWidth="4" strokeLinecap="round" />
      <rect x="18" y="14" width="12" height="90" rx="3" fill="var(--color-brand-800)" />
      <rect x="170" y="14" width="12" height="90" rx="3" fill="var(--color-brand-800)" />
      <g stroke="var(--color-brand-500)" strokeWidth="7" strokeLinecap="round">
        <path d="M36 30h128M36 50h128M36 70h128M36 90h128M36 90 164 30" />
      </g>
      <circle
        cx="100"
        cy="60"
        r="17"
        fill="var(--color-wheat-100)"
        stroke="var(--color-wheat-500)"
        strokeWidth="3"
      />
      <path
        d="M93 53l14 14M107 53 93 67"
        stroke="var(--color-brand-800)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

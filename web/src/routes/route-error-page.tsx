import { PAGES } from '@tranquera/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';

/** The router's last resort (spec §8 names it 'Unexpected Application Error!'). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Unexpected Application Error!</h1>
      <p className="text-stone-600">Algo salió mal. No es posible visualizar contenido.</p>
      <Link
        to={PAGES.home.link()}
        reloadDocument
        className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
      >
        Volver al inicio
      </Link>
    </main>
  );
}

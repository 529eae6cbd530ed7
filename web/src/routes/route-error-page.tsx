import { PAGES } from '@tranquera/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's last resort (spec §8 names it 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Unexpected Application Error!</h1>
      <p className="text-stone-600">Algo salió mal. No es posible visualizar contenido.</p>
      {detail && <p className="text-sm text-stone-500">{detail}</p>}
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

import { PAGES } from '@tranquera/contracts';
import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '../features/saved-searches/components/unsubscribe-panel.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/**
 * Issue 13 /busquedas/baja?token=…: the alert e-mail's 'Dejar de recibir alertas' link. It works
 * without a session and asks for one click, so a mail scanner opening the link changes nothing.
 */
export function SavedSearchUnsubscribePage() {
  usePageMeta(PAGES.savedSearchUnsubscribe);
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Dejar de recibir alertas</h1>
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </div>
  );
}

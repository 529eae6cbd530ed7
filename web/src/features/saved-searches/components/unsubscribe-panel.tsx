import { API, PAGES, SAVED_SEARCHES_TEXT } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/saved-searches.ts';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : API.serverError);

/** Names the search and stops its alerts with one press; says so once done. */
export function UnsubscribePanel({ token }: { token: string }) {
  const hydrated = useHydrated();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  const mySearches = (
    <Link to={PAGES.savedSearches.link()} className={buttonStyles('secondary', 'md')}>
      Ver mis búsquedas
    </Link>
  );

  if (!token) return <FormAlert tone="error">{SAVED_SEARCHES_TEXT.invalidToken}</FormAlert>;
  if (!hydrated || info.isPending)
    return (
      <p aria-busy="true" className="text-stone-600">
        Cargando…
      </p>
    );
  if (info.isError) return <FormAlert tone="error">{errorText(info.error)}</FormAlert>;

  const done = unsubscribe.isSuccess || !info.data.alerts;
  if (done) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormAlert tone="success">
          {SAVED_SEARCHES_TEXT.unsubscribed} («{info.data.name}»)
        </FormAlert>
        <p className="text-stone-600">
          La búsqueda sigue guardada en tu cuenta: podés reactivar sus alertas cuando quieras.
        </p>
        {mySearches}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-stone-700">
        ¿Querés dejar de recibir por email los campos nuevos de tu búsqueda{' '}
        <span className="font-semibold text-stone-900">«{info.data.name}»</span>?
      </p>
      {unsubscribe.isError && <FormAlert tone="error">{errorText(unsubscribe.error)}</FormAlert>}
      <SubmitButton type="button" pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        Dejar de recibir alertas
      </SubmitButton>
    </div>
  );
}

import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  describeSavedQuery,
  PAGES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from '@tranquera/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { inputStyles, labelStyles } from '../../../components/ui/form/field-styles.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches.ts';
import { BellIcon } from './bell-icon.tsx';

/** The listing search with the saved filters, as the 'Ver resultados' link opens it. */
export const resultsLink = (search: SavedSearch) =>
  `${PAGES.listingProperties.link()}?${new URLSearchParams(search.query)}`;

/** One saved search of /busquedas: see its results, rename it, change or resume its alerts, delete it. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const ids = useId();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const nameError = name.trim() === '' ? 'Poné un nombre a la búsqueda.' : undefined;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    update.mutate({ id: search._id, change: { name } }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      {renaming ? (
        <form onSubmit={rename} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={`${ids}-name`} className={labelStyles}>
              Nuevo nombre
            </label>
            <input
              id={`${ids}-name`}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${ids}-name-error` : undefined}
              className={inputStyles}
              // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this one
              autoFocus
            />
            {nameError && (
              <p id={`${ids}-name-error`} className="text-sm text-red-700">
                {nameError}
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <button type="submit" disabled={update.isPending} className={buttonStyles('primary', 'md')}>
              Guardar
            </button>
            <button
              type="button"
              onClick={() => {
                setName(search.name);
                setRenaming(false);
              }}
              className={buttonStyles('ghost', 'md')}
            >
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold break-words text-stone-900">{search.name}</h2>
          <p className="text-stone-600">{describeSavedQuery(search.query)}</p>
          <p className="text-sm text-stone-500">Guardada el {formatDate(search.created_at)}</p>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {search.alerts ? (
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <BellIcon className="h-4 w-4 text-brand-700" />
            Alertas:
            <select
              value={search.frequency}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ id: search._id, change: { frequency: event.target.value as AlertFrequency } })
              }
              className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm font-semibold text-stone-900"
            >
              {ALERT_FREQUENCIES.map((option) => (
                <option key={option} value={option}>
                  {ALERT_FREQUENCY_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span className="rounded-full bg-stone-100 px-3 py-1 font-semibold">Alertas desactivadas</span>
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: search._id, change: { alerts: true } })}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Reactivar alertas
            </button>
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        <Link to={resultsLink(search)} className={buttonStyles('primary', 'sm')}>
          Ver resultados
        </Link>
        {!renaming && (
          <button type="button" onClick={() => setRenaming(true)} className={buttonStyles('secondary', 'sm')}>
            Renombrar
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-red-700 transition hover:bg-red-50"
        >
          Eliminar
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="¿Eliminar esta búsqueda?"
        confirmLabel="Eliminar búsqueda"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(search._id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <p>
          Dejás de recibir sus alertas. «{search.name}» se borra de tus búsquedas guardadas; los campos no
          cambian.
        </p>
      </ConfirmDialog>
    </li>
  );
}

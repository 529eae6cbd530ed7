import { zodResolver } from '@hookform/resolvers/zod';
import {
  describeSavedQuery,
  type SavedQuery,
  type SavedSearchInput,
  savedSearchInputSchema,
  suggestedSearchName,
} from '@tranquera/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { FrequencyChoice } from './frequency-choice.tsx';

type Values = z.input<typeof savedSearchInputSchema>;

interface SaveSearchDialogProps {
  query: SavedQuery;
  onClose(): void;
}

/** 'Guardar búsqueda': a name (suggested from the filters) and how often to e-mail new listings. */
export function SaveSearchDialog({ query, onClose }: SaveSearchDialogProps) {
  const ids = useId();
  const create = useCreateSavedSearch();
  const form = useForm<Values, unknown, SavedSearchInput>({
    resolver: zodResolver(savedSearchInputSchema),
    defaultValues: { name: suggestedSearchName(query), query, frequency: 'daily' },
  });

  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values).then(onClose, () => undefined);
  });

  return (
    <Dialog
      open
      onClose={onClose}
      describedBy={`${ids}-intro`}
      dismissible={!create.isPending}
      onOpen={() => form.setFocus('name', { shouldSelect: true })}
      className={`${centredDialogStyles} max-w-md rounded-2xl`}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          disabled={create.isPending}
          aria-label="Cerrar"
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
        <DialogTitle className="pr-10 text-2xl font-bold text-stone-900">Guardar búsqueda</DialogTitle>
        <p id={`${ids}-intro`} className="mt-2 text-stone-600">
          Te avisamos por email cuando se publique un campo que coincida con{' '}
          <span className="font-semibold text-stone-800">{describeSavedQuery(query)}</span>.
        </p>
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
          <TextField
            label="Nombre de la búsqueda"
            maxLength={80}
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <FrequencyChoice registration={form.register('frequency')} />
          <SubmitButton pending={create.isPending}>Guardar búsqueda</SubmitButton>
        </form>
      </div>
    </Dialog>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { actionError } from '../action-error.ts';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children(data: T): ReactNode;
}

/** A back-office read: a spinner, the server's error (e.g. 403 off the team), or the data. */
export function QueryView<T>({ query, loadingLabel, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <FormAlert tone="error">{actionError(query.error)}</FormAlert>;
  return (
    // While another page or filter loads, the previous answer stays, marked busy.
    <div aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-4">
      {children(query.data)}
    </div>
  );
}

/** What a list says when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl bg-white px-6 py-10 text-center text-stone-600 shadow-sm ring-1 ring-stone-200">
      {children}
    </p>
  );
}

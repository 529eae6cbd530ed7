import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { useConversations } from '../use-conversations.ts';
import { useNow } from '../use-now.ts';
import { ConversationRow } from './conversation-row.tsx';
import { InboxIcon } from './message-icons.tsx';

export const NO_MESSAGES = 'No se encontraron mensajes.';
const LOAD_FAILED = 'No pudimos cargar tus mensajes. Intenta de nuevo más tarde.';

const panel = 'overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200';

/** Spec §2 Messages: latest first, live. */
export function ConversationList({ userId }: { userId: string }) {
  const { data, isPending, isError } = useConversations();
  const now = useNow();

  if (isPending) return <ConversationSkeleton />;
  if (isError) return <FormAlert tone="error">{LOAD_FAILED}</FormAlert>;
  if (data.length === 0) {
    return (
      <div className={`${panel} flex flex-col items-center gap-4 px-6 py-14 text-center`}>
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <InboxIcon className="h-7 w-7" />
        </span>
        <div className="flex flex-col gap-1.5">
          <p className="text-lg font-semibold text-stone-900">{NO_MESSAGES}</p>
          <p className="max-w-sm text-stone-600">
            Cuando contactes a un vendedor o alguien te escriba por un campo, la conversación aparecerá acá.
          </p>
        </div>
        <Link to={PAGES.listingProperties.link()} className={buttonStyles('primary', 'md')}>
          Buscar campos
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Conversaciones" className={`${panel} divide-y divide-stone-100`}>
      {data.map((conversation) => (
        <ConversationRow key={conversation._id} conversation={conversation} userId={userId} now={now} />
      ))}
    </ul>
  );
}

function ConversationSkeleton() {
  return (
    <div role="status" className={`${panel} divide-y divide-stone-100`}>
      <span className="sr-only">Cargando mensajes…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-4 px-4 py-5 sm:px-6">
          <span className="h-13 w-13 shrink-0 rounded-full bg-stone-200" />
          <span className="flex flex-1 flex-col gap-2.5 pt-1">
            <span className="h-4 w-2/5 rounded bg-stone-200" />
            <span className="h-3.5 w-4/5 rounded bg-stone-100" />
            <span className="h-5 w-1/3 rounded-full bg-stone-100" />
          </span>
        </div>
      ))}
    </div>
  );
}

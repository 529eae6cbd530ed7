import { PAGES } from '@tranquera/contracts';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { type RecipientPerson, useMessageRecipient } from '../features/messages/api/get-message-recipient.ts';
import { MessageOwnerForm } from '../features/messages/components/message-owner-form.tsx';
import { MessagesFrame } from '../features/messages/components/messages-frame.tsx';
import { RecipientSummary } from '../features/messages/components/recipient-summary.tsx';
import { readContactProperty } from '../lib/contact-property.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/** Used when nothing public names the user yet. */
const UNKNOWN_RECIPIENT = 'este usuario';

/** Spec §2 'Mensaje para {name}' (protected): write to a listing's owner, or to any user. */
export function MessagePage() {
  const { id = '' } = useParams();
  const { session } = useSession();
  // A page that links here may pass who it is (e.g. a seller's public page).
  const location = useLocation();
  const passed = (location.state as { recipient?: RecipientPerson } | null)?.recipient;
  const [stored] = useState(() => readContactProperty(location.search));
  const { data, isPending } = useMessageRecipient(session?.user._id ?? '', id, stored);
  const person = data?.person ?? passed ?? null;
  const name = person?.name || UNKNOWN_RECIPIENT;
  usePageMeta(PAGES.message, { title: isPending ? undefined : `Mensaje para ${name}` });

  if (isPending) {
    return (
      <MessagesFrame title="Mensaje" description="Buscando a quién le escribís…">
        <Spinner label="Cargando…" />
      </MessagesFrame>
    );
  }
  return (
    <MessagesFrame
      title={`Mensaje para ${name}`}
      description="Escribile directamente: le llega a su bandeja de Mensajes y te responde por acá."
    >
      <section className="flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <RecipientSummary person={person} listing={data?.listing ?? null} />
        <MessageOwnerForm receiverId={id} receiverName={name} listing={data?.listing ?? null} />
      </section>
    </MessagesFrame>
  );
}

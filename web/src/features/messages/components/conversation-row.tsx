import { type Conversation, PAGES, relativeMessageTime } from '@tranquera/contracts';
import { Link } from 'react-router';
import { otherParty } from '../conversation-party.ts';
import { FieldIcon } from './message-icons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

interface ConversationRowProps {
  conversation: Conversation;
  userId: string;
  now: Date;
}

const unreadLabel = (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`);

/**
 * One conversation: the whole row opens the chat (a stretched link), while the listing keeps a
 * link of its own above it.
 */
export function ConversationRow({ conversation, userId, now }: ConversationRowProps) {
  const party = otherParty(conversation, userId);
  const last = conversation.messageContent.at(-1);
  const unread = conversation.unread > 0;
  return (
    <li
      data-testid="conversation"
      className="relative flex gap-3 px-4 py-4 transition focus-within:bg-stone-50 hover:bg-stone-50 sm:gap-4 sm:px-6 sm:py-5"
    >
      <Avatar src={party.image} size={52} className="bg-stone-100" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <h2
            className={`truncate text-base ${unread ? 'font-bold text-stone-900' : 'font-semibold text-stone-800'}`}
          >
            <Link
              to={PAGES.chat.link(conversation._id)}
              className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:content-['']"
            >
              <span className="sr-only">Conversación con </span>
              {party.name}
            </Link>
          </h2>
          <time
            dateTime={conversation.updatedAt}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-stone-500'}`}
          >
            {relativeMessageTime(conversation.updatedAt, now)}
          </time>
        </div>
        <div className="flex items-center justify-between gap-3">
          <p className={`truncate text-sm ${unread ? 'font-medium text-stone-900' : 'text-stone-600'}`}>
            {last && last.senderId === userId && <span className="text-stone-500">Vos: </span>}
            {last?.text}
          </p>
          {unread && (
            <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
              <span aria-hidden="true">{conversation.unread}</span>
              <span className="sr-only">{unreadLabel(conversation.unread)}</span>
            </span>
          )}
        </div>
        <ListingTag detail={conversation.detail} />
      </div>
    </li>
  );
}

function ListingTag({ detail }: { detail: Conversation['detail'] }) {
  if (!detail.description) return null;
  const tag =
    'mt-1 inline-flex max-w-full items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset';
  if (!detail.id) {
    return (
      <span className={`${tag} bg-stone-100 text-stone-500 ring-stone-200`}>
        <FieldIcon className="h-3.5 w-3.5 shrink-0" />
        <span className="truncate">{detail.description} (ya no está publicado)</span>
      </span>
    );
  }
  return (
    <Link
      to={PAGES.propertyDetail.link(detail.id)}
      className={`${tag} relative z-10 bg-brand-50 text-brand-800 ring-brand-100 transition hover:bg-brand-100`}
    >
      <FieldIcon className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only">Campo: </span>
      <span className="truncate">{detail.description}</span>
    </Link>
  );
}

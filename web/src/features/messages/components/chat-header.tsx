import { PAGES } from '@tranquera/contracts';
import type { Conversation } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import type { ConversationParty } from '../conversation-party.ts';
import { FieldIcon } from './message-icons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** Who the chat is with, and the listing it is about. */
export function ChatHeader({ party, detail }: { party: ConversationParty; detail: Conversation['detail'] }) {
  return (
    <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-4 sm:gap-4 sm:px-6">
      <Avatar src={party.image} size={48} className="bg-stone-100" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="truncate text-lg font-bold text-stone-900 sm:text-xl">
          {party.deleted ? (
            party.name
          ) : (
            <Link to={PAGES.userPage.link(party.username)} className="hover:text-brand-800 hover:underline">
              {party.name}
            </Link>
          )}
        </h1>
        {detail.id ? (
          <Link
            to={PAGES.propertyDetail.link(detail.id)}
            className="inline-flex max-w-full items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            <FieldIcon className="h-4 w-4 shrink-0" />
            <span className="sr-only">Campo: </span>
            <span className="truncate">{detail.description}</span>
          </Link>
        ) : (
          detail.description && (
            <p className="truncate text-sm text-stone-500">{detail.description} (ya no está publicado)</p>
          )
        )}
      </div>
      {!party.deleted && (
        <div className="hidden shrink-0 sm:block">
          <Link to={PAGES.userPage.link(party.username)} className={buttonStyles('secondary', 'sm')}>
            Ver perfil
          </Link>
        </div>
      )}
    </header>
  );
}

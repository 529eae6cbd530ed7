import { type AdminUser, PAGES } from '@tranquera/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { formatDate } from '../../../lib/format.ts';
import { Badge } from './badge.tsx';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in team member: they can't block themselves. */
  isSelf: boolean;
  pending: boolean;
  onBlock(): void;
  onUnblock(): void;
}

const linkStyles = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** The person's name, or their username for an account without one. */
export const displayName = (user: Pick<AdminUser, 'first_name' | 'last_name' | 'username'>) =>
  `${user.first_name} ${user.last_name}`.trim() || `@${user.username}`;

/** One account: who, how to reach them, how many listings, and blocking. */
export function UserRow({ user, isSelf, pending, onBlock, onUnblock }: UserRowProps) {
  const headingId = useId();
  const name = displayName(user);
  const blocked = user.status === 'blocked';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {name}
          </h2>
          <Badge tone={blocked ? 'bad' : 'good'}>{blocked ? 'Bloqueado' : 'Activo'}</Badge>
          {user.is_admin && <Badge tone="warn">Equipo</Badge>}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700">
          <Link to={PAGES.userPage.link(user.username)} className={linkStyles}>
            @{user.username}
          </Link>
          <a href={`mailto:${user.email_address}`} className={`${linkStyles} break-all`}>
            {user.email_address}
          </a>
          {user.phone_number && <span>{user.phone_number}</span>}
        </p>
        <p className="text-sm text-stone-600">
          {user.listings === 1 ? '1 anuncio' : `${user.listings} anuncios`} · Desde el{' '}
          {formatDate(user.joined_at)}
        </p>
      </div>
      {!isSelf &&
        (blocked ? (
          <button
            type="button"
            disabled={pending}
            onClick={onUnblock}
            aria-label={`Desbloquear a ${name}`}
            className={`${buttonStyles('secondary', 'sm')} shrink-0`}
          >
            Desbloquear
          </button>
        ) : (
          <button
            type="button"
            disabled={pending}
            onClick={onBlock}
            aria-haspopup="dialog"
            aria-label={`Bloquear a ${name}`}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition ring-inset hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Bloquear
          </button>
        ))}
    </article>
  );
}

import { PAGES } from '@tranquera/contracts';
import type { PublicUser } from '@tranquera/contracts';
import { Link } from 'react-router';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';
import { forgetContactProperty } from '../../../lib/contact-property.ts';
import { formatMonth } from '../../../lib/format.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

interface UserProfileHeaderProps {
  user: PublicUser;
  isSelf: boolean;
  listingCount: number | undefined;
}

const buttonClass =
  'inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold shadow-sm transition';

/** Spec §2: name, description and a contact button ('Mi perfil' when it is the viewer's own page). */
export function UserProfileHeader({ user, isSelf, listingCount }: UserProfileHeaderProps) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  const action = isSelf ? (
    <Link
      to={PAGES.profile.link()}
      className={`${buttonClass} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}
    >
      Mi perfil
    </Link>
  ) : (
    <Link
      to={PAGES.message.link(user._id)}
      onClick={forgetContactProperty}
      className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
    >
      Contactar
    </Link>
  );
  return (
    <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="h-24 bg-gradient-to-r from-brand-800 via-brand-700 to-brand-500 sm:h-32" />
      <div className="flex flex-col gap-5 px-6 pb-8 sm:px-10">
        {/* On wide screens the action sits beside the avatar; on phones it closes the card. */}
        <div className="-mt-12 flex items-end justify-between gap-4 sm:-mt-14">
          <Avatar src={user.profile_image} initialsOf={user} size={112} className="shadow-sm ring-4" />
          <div className="hidden sm:block">{action}</div>
        </div>
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{name}</h1>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
            {user.profile && (
              <li className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 ring-1 ring-brand-200">
                {user.profile}
              </li>
            )}
            <li>@{user.username}</li>
            <li>Miembro desde {formatMonth(user.joined_at)}</li>
            {listingCount !== undefined && (
              <li>
                {listingCount} {listingCount === 1 ? 'campo publicado' : 'campos publicados'}
              </li>
            )}
          </ul>
        </div>
        {user.description && (
          <Paragraphs
            text={user.description}
            className="flex max-w-3xl flex-col gap-3 leading-relaxed text-stone-700"
          />
        )}
        <div className="flex flex-col sm:hidden">{action}</div>
      </div>
    </header>
  );
}

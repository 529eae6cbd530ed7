import { imageVariant, PAGES } from '@tranquera/contracts';
import { useNavigate } from 'react-router';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import type { SessionUser } from '../../auth/session.ts';
import { useSession } from '../../auth/session-context.tsx';
import { LOGOUT_LABEL, userMenuFor } from '../menu-items.ts';
import { useUnreadCount } from '../../messages/use-unread-count.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> sin leer</span>
    </span>
  );
}

/** The signed-in user's round picture opening their account menu (spec §2). */
export function UserMenu({ user, onHero = false }: { user: SessionUser; onHero?: boolean }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <DropdownMenu
      label={`Menú de ${user.first_name}`}
      trigger={
        <>
          <span className="relative">
            <Avatar
              src={user.profile_image && imageVariant(user.profile_image, 'thumb')}
              size={40}
              loading="eager"
            />
            {unread > 0 && (
              <span className="absolute -top-0.5 -right-0.5 h-3 w-3 rounded-full bg-red-600 ring-2 ring-white">
                <span className="sr-only">Tenés mensajes sin leer</span>
              </span>
            )}
          </span>
          <ChevronDownIcon
            className={`hidden h-4 w-4 sm:block ${onHero ? 'text-white' : 'text-stone-500'}`}
          />
        </>
      }
      triggerClassName={`flex items-center gap-1 rounded-full p-0.5 transition ${onHero ? 'hover:bg-white/15' : 'hover:bg-stone-100'}`}
      header={
        <div className="mb-1 border-b border-stone-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-stone-900">
            {user.first_name} {user.last_name}
          </p>
          <p className="truncate text-xs text-stone-500">@{user.username}</p>
        </div>
      }
      items={[
        ...userMenuFor(user).map((item) =>
          item.to === PAGES.chats.link() && unread > 0
            ? { ...item, badge: <UnreadBadge count={unread} /> }
            : item,
        ),
        {
          label: LOGOUT_LABEL,
          onSelect: () => {
            logout();
            navigate(PAGES.home.link());
          },
        },
      ]}
    />
  );
}

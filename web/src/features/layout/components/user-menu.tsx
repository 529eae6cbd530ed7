import { useNavigate } from 'react-router';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import type { SessionUser } from '../../auth/session.ts';
import { useSession } from '../../auth/session-context.tsx';
import { LOGOUT_LABEL, USER_MENU } from '../menu-items.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The signed-in user's round picture opening their account menu (spec §2). */
export function UserMenu({ user, onHero = false }: { user: SessionUser; onHero?: boolean }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <DropdownMenu
      label={`Menú de ${user.first_name}`}
      trigger={
        <>
          <UserAvatar user={user} />
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
        ...USER_MENU,
        {
          label: LOGOUT_LABEL,
          onSelect: () => {
            logout();
            navigate('/');
          },
        },
      ]}
    />
  );
}

import { imageVariant, PAGES } from '@tranquera/contracts';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { SlideOver } from '../../../components/ui/slide-over.tsx';
import { whatsappLink } from '../../../lib/site-config.ts';
import { useSession } from '../../auth/session-context.tsx';
import { LOGIN_LABEL, LOGOUT_LABEL, userMenuFor } from '../menu-items.ts';
import { MainMenu } from './main-menu.tsx';

interface MobileMenuPanelProps {
  id: string;
  open: boolean;
  onClose(): void;
}

/** The hamburger's slide-in panel: the main menu, the account's links and WhatsApp (spec §2). */
export function MobileMenuPanel({ id: panelId, open, onClose: close }: MobileMenuPanelProps) {
  const { session, logout } = useSession();
  const navigate = useNavigate();
  return (
    <SlideOver id={panelId} open={open} onClose={close} title="Menú">
      <nav aria-label="Principal">
        <MainMenu variant="panel" onNavigate={close} />
      </nav>
      <div className="mt-6 border-t border-stone-200 pt-6">
        {session ? (
          <>
            <div className="mb-3 flex items-center gap-3 px-4">
              <Avatar
                src={session.user.profile_image && imageVariant(session.user.profile_image, 'thumb')}
                size={44}
                loading="eager"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold text-stone-900">
                  {session.user.first_name} {session.user.last_name}
                </p>
                <p className="truncate text-sm text-stone-500">@{session.user.username}</p>
              </div>
            </div>
            <ul className="flex flex-col gap-1">
              {userMenuFor(session.user).map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={close}
                    className="block rounded-xl px-4 py-2.5 font-medium text-stone-700 hover:bg-stone-100"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    logout();
                    navigate(PAGES.home.link());
                  }}
                  className="w-full rounded-xl px-4 py-2.5 text-left font-medium text-stone-700 hover:bg-stone-100"
                >
                  {LOGOUT_LABEL}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <Link to={PAGES.login.link()} onClick={close} className={`${buttonStyles('primary', 'lg')} w-full`}>
            {LOGIN_LABEL}
          </Link>
        )}
      </div>
      <a
        href={whatsappLink()}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 flex items-center gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900"
      >
        <WhatsAppIcon className="h-6 w-6 shrink-0 text-brand-700" />
        <span>
          ¿Tenés dudas? <strong className="font-semibold">Escribinos por WhatsApp</strong>
        </span>
      </a>
    </SlideOver>
  );
}

import { imageVariant, PAGES } from '@tranquera/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { MenuIcon } from '../../../components/ui/icons.tsx';
import { SlideOver } from '../../../components/ui/slide-over.tsx';
import { whatsappLink } from '../../../lib/site-config.ts';
import { useSession } from '../../auth/session-context.tsx';
import { LOGIN_LABEL, LOGOUT_LABEL, userMenuFor } from '../menu-items.ts';
import { MainMenu } from './main-menu.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** The hamburger and its slide-in panel, for screens up to 767 px (spec §2). */
export function MobileMenu({ onHero = false }: { onHero?: boolean }) {
  const [open, setOpen] = useState(false);
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const panelId = useId();
  const close = () => setOpen(false);

  // Any navigation (a link in the panel, the back button) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [location.key]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition ${onHero ? 'text-white hover:bg-white/15' : 'text-stone-800 hover:bg-stone-100'}`}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
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
            <Link
              to={PAGES.login.link()}
              onClick={close}
              className={`${buttonStyles('primary', 'lg')} w-full`}
            >
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
    </div>
  );
}

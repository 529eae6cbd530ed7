import { PAGES } from '@tranquera/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { laterSection } from '../../../lib/later-section.tsx';
import { useSession } from '../../auth/session-context.tsx';
import { useWindowScrolled } from '../hooks/use-window-scrolled.ts';
import { LOGIN_LABEL } from '../menu-items.ts';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteLogo } from './site-logo.tsx';

// A form the visitor reaches for after reading the page: its code comes once the page is
// interactive (issue 11's budget); its server HTML shows meanwhile.
const LocationSearch = laterSection(() => import('./location-search.tsx').then((m) => m.LocationSearch));

// Only a signed-in visitor has one, and the server renders pages for visitors without a session:
// its code (and its dropdown's) is not part of a public page's first script (issue 11's budget).
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

/**
 * The top bar (spec §2). On home it floats transparent over the hero and turns white once the
 * page scrolls; elsewhere it is white and carries the location search (behind a toggle up to
 * 1024 px).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const isHome = pathname === PAGES.home.path;
  const scrolled = useWindowScrolled(16);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const onHero = isHome && !scrolled;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts with the toggle closed
  useEffect(() => setSearchOpen(false), [pathname]);

  return (
    <header
      data-transparent={onHero}
      className={`inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${isHome ? 'fixed' : 'sticky'} ${onHero ? 'bg-transparent' : 'bg-white/95 shadow-[0_1px_0_0_rgb(0_0_0/0.06),0_4px_20px_-8px_rgb(0_0_0/0.12)] backdrop-blur'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 md:h-20 md:px-4 lg:gap-6 lg:px-8">
        <SiteLogo tone={onHero ? 'light' : 'dark'} />
        {!isHome && (
          <div className="hidden max-w-xs flex-1 min-[1025px]:block">
            <LocationSearch />
          </div>
        )}
        <nav aria-label="Principal" className="ml-auto hidden md:block">
          <MainMenu variant="bar" onHero={onHero} />
        </nav>
        <div className="ml-auto flex items-center gap-1.5 md:ml-0">
          {!isHome && (
            <button
              type="button"
              aria-label={searchOpen ? 'Cerrar búsqueda' : 'Buscar por ubicación'}
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchPanelId : undefined}
              onClick={() => setSearchOpen((open) => !open)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 transition hover:bg-stone-100 min-[1025px]:hidden"
            >
              {searchOpen ? <CloseIcon className="h-5 w-5" /> : <SearchIcon className="h-5 w-5" />}
            </button>
          )}
          {session ? (
            <Suspense fallback={<span aria-hidden="true" className="block h-11 w-11 sm:w-16" />}>
              <UserMenu user={session.user} onHero={onHero} />
            </Suspense>
          ) : (
            <div className="hidden md:block">
              <Link
                to={PAGES.login.link()}
                className={`whitespace-nowrap ${onHero ? buttonStyles('wheat', 'md') : buttonStyles('primary', 'md')}`}
              >
                {LOGIN_LABEL}
              </Link>
            </div>
          )}
          <MobileMenu onHero={onHero} />
        </div>
      </div>
      {!isHome && searchOpen && (
        <div id={searchPanelId} className="border-t border-stone-200 bg-white px-4 py-3 min-[1025px]:hidden">
          <div className="mx-auto max-w-xl">
            <LocationSearch autoFocus onDone={() => setSearchOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}

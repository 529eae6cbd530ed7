import { PAGES, type PropertySummary } from '@tranquera/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { LoginState } from '../../auth/login-state.ts';
import { useSession } from '../../auth/session-context.tsx';
import { useIsFavorite, useToggleFavorite } from '../api/favorites.ts';
import { removeFavoriteLabel, saveFavoriteLabel } from '../favorite-text.ts';
import { HeartIcon } from './heart-icon.tsx';

const VARIANTS = {
  /** Over a card's photo. */
  overlay: 'h-11 w-11 bg-white/90 shadow-sm hover:bg-white',
  /** Beside the detail page's 'Compartir'. */
  outline: 'h-10 w-10 bg-white shadow-sm ring-1 ring-inset ring-stone-300 hover:bg-red-50 hover:ring-red-200',
} as const;

interface FavoriteButtonProps {
  property: PropertySummary;
  variant?: keyof typeof VARIANTS;
  /** Where it sits (e.g. absolute over a photo). */
  className?: string;
}

/**
 * The heart (issue 13): saves the listing in the user's favourites, or removes it. A visitor
 * without a session goes to the login page, which brings them back here. The owner sees none
 * on their own listings. The server renders it unpressed (it knows no session), and so does the
 * browser's first render, so hydration matches.
 */
export function FavoriteButton({ property, variant = 'overlay', className = '' }: FavoriteButtonProps) {
  const hydrated = useHydrated();
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useIsFavorite(property._id);
  const toggle = useToggleFavorite();

  if (hydrated && session && session.user._id === property.user_id._id) return null;

  // While a change is on its way, the button shows it (the list may not have loaded yet).
  const pressed = hydrated && Boolean(session) && (toggle.isPending ? toggle.variables.save : saved);
  const title = property.listing_title;

  const onClick = () => {
    if (!session) {
      const state: LoginState = {
        from: `${location.pathname}${location.search}${location.hash}`,
        expired: false,
      };
      navigate(PAGES.login.link(), { state });
      return;
    }
    // One change at a time per heart: a second press waits for the first answer.
    if (toggle.isPending) return;
    toggle.mutate({ property, save: !pressed });
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? removeFavoriteLabel(title) : saveFavoriteLabel(title)}
      onClick={onClick}
      className={`inline-flex shrink-0 items-center justify-center rounded-full transition ${VARIANTS[variant]} ${pressed ? 'text-red-600' : 'text-stone-700 hover:text-red-600'} ${className}`}
    >
      <HeartIcon filled={pressed} className="h-6 w-6" />
    </button>
  );
}

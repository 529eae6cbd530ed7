import { PAGES, type PropertySummary } from '@tranquera/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { LoginState } from '../../auth/login-state.ts';
import type { Session } from '../../auth/session.ts';
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
export function FavoriteButton(props: FavoriteButtonProps) {
  const { session } = useSession();
  // Without a session (every server render, every visitor) a card's heart only leads to the
  // login page: no favourites query and no mutation per card, which cost a twentieth of a
  // server-rendered listing page. Both render the same unpressed button until hydrated.
  return session ? (
    <SessionFavoriteButton {...props} session={session} />
  ) : (
    <VisitorFavoriteButton {...props} />
  );
}

function HeartButton({
  property,
  variant = 'overlay',
  className = '',
  pressed,
  onClick,
}: FavoriteButtonProps & { pressed: boolean; onClick: () => void }) {
  const title = property.listing_title;
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

function VisitorFavoriteButton(props: FavoriteButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      expired: false,
    };
    navigate(PAGES.login.link(), { state });
  };
  return <HeartButton {...props} pressed={false} onClick={onClick} />;
}

function SessionFavoriteButton({ session, ...props }: FavoriteButtonProps & { session: Session }) {
  const hydrated = useHydrated();
  const saved = useIsFavorite(props.property._id);
  const toggle = useToggleFavorite();

  if (hydrated && session.user._id === props.property.user_id._id) return null;

  // While a change is on its way, the button shows it (the list may not have loaded yet).
  const pressed = hydrated && (toggle.isPending ? toggle.variables.save : saved);
  const onClick = () => {
    // One change at a time per heart: a second press waits for the first answer.
    if (toggle.isPending) return;
    toggle.mutate({ property: props.property, save: !pressed });
  };
  return <HeartButton {...props} pressed={pressed} onClick={onClick} />;
}

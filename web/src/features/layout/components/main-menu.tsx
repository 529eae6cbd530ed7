import { NavLink } from 'react-router';
import { MAIN_MENU, NEW_TAB_HINT } from '../menu-items.ts';

interface MainMenuProps {
  /** `bar`: inline in the top bar; `panel`: stacked in the mobile menu. */
  variant: 'bar' | 'panel';
  /** On the hero the bar is transparent and its links are white. */
  onHero?: boolean;
  onNavigate?(): void;
}

export function MainMenu({ variant, onHero = false, onNavigate }: MainMenuProps) {
  const linkClass = ({ isActive }: { isActive: boolean }) => {
    if (variant === 'panel') {
      return `flex items-center justify-between rounded-xl px-4 py-3 text-base font-semibold transition ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'}`;
    }
    const tone = onHero
      ? 'text-white/90 hover:bg-white/15 hover:text-white'
      : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800';
    return `whitespace-nowrap rounded-full px-2 py-2 text-[13px] font-semibold transition lg:px-3 lg:text-sm xl:px-4 ${isActive ? (onHero ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-800') : tone}`;
  };
  return (
    <ul className={variant === 'panel' ? 'flex flex-col gap-1' : 'flex items-center gap-0.5 lg:gap-1'}>
      {MAIN_MENU.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={linkClass}
            onClick={onNavigate}
            {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.label}
            {item.newTab && <span className="sr-only"> {NEW_TAB_HINT}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export type DropdownMenuItem = { label: string; icon?: ReactNode; badge?: ReactNode } & (
  | { to: string }
  /** Another site's address: opens in a new tab. */
  | { href: string }
  | { onSelect(): void }
);

interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (an avatar, an icon…). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  /** Shown above the items, outside the menu role (e.g. who is signed in). */
  header?: ReactNode;
  triggerClassName?: string;
}

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-stone-700 outline-none transition hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-0';

/**
 * A menu button (WAI-ARIA pattern): arrows, Home/End move between items, Escape closes and
 * returns focus to the trigger, Tab or a click outside closes it.
 */
export function DropdownMenu({ label, trigger, items, header, triggerClassName = '' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const list = itemRefs.current.filter((item) => item !== null);
    (focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusOnOpen]);

  const openAt = (position: 'first' | 'last') => {
    setFocusOnOpen(position);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = itemRefs.current.filter((item) => item !== null);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      // From the trigger, the browser's own Tab lands on whatever follows (or precedes) the menu.
      triggerRef.current?.focus();
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200">
          {header}
          <div id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown} className="flex flex-col">
            {items.map((item, index) => (
              <Fragment key={item.label}>
                {'href' in item ? (
                  <a
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      setOpen(false);
                      triggerRef.current?.focus();
                    }}
                    className={itemClass}
                  >
                    {item.icon}
                    {item.label}
                    <span className="sr-only"> (se abre en una pestaña nueva)</span>
                    {item.badge}
                  </a>
                ) : 'to' in item ? (
                  <Link
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => setOpen(false)}
                    className={itemClass}
                  >
                    {item.icon}
                    {item.label}
                    {item.badge}
                  </Link>
                ) : (
                  <button
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      setOpen(false);
                      // The menu is gone: the focus goes back where it came from (WAI-ARIA).
                      triggerRef.current?.focus();
                      item.onSelect();
                    }}
                    className={itemClass}
                  >
                    {item.icon}
                    {item.label}
                    {item.badge}
                  </button>
                )}
              </Fragment>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Dialog, DialogTitle } from './dialog.tsx';
import { CloseIcon } from './icons.tsx';

// The two panels of the site, each as it is drawn: the menu from the right, the filters from the left.
const sides = {
  right: {
    dialog:
      'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[22rem] max-w-[88vw] translate-x-full bg-white p-0 text-stone-800 shadow-2xl transition-all transition-discrete duration-300 backdrop:bg-stone-950/50 backdrop:backdrop-blur-[2px] open:translate-x-0 starting:open:translate-x-full',
    title: 'text-lg font-semibold text-stone-900',
    close: 'hover:text-stone-900',
    icon: 'h-6 w-6',
  },
  left: {
    dialog:
      'slide-over-left m-0 h-dvh max-h-none w-[min(26rem,calc(100%-2.5rem))] max-w-none bg-stone-50 p-0 text-stone-800 shadow-2xl',
    title: 'text-lg font-bold text-stone-900',
    close: '',
    icon: 'h-5 w-5',
  },
} as const;

interface SlideOverProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  id?: string;
  side?: keyof typeof sides;
  /** The close button's name. */
  closeLabel?: string;
  /** A bar under the scrolling content. */
  footer?: ReactNode;
}

/** A full-height panel sliding in over the dimmed page; a click on the page closes it. */
export function SlideOver({
  open,
  onClose,
  title,
  children,
  id,
  side = 'right',
  closeLabel = 'Cerrar',
  footer,
}: SlideOverProps) {
  const look = sides[side];
  return (
    <Dialog id={id} open={open} onClose={onClose} className={look.dialog} closeOnBackdrop lockScroll>
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 bg-white px-5 py-4">
          <DialogTitle className={look.title}>{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 ${look.close}`}
          >
            <CloseIcon className={look.icon} />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
        {footer && <div className="border-t border-stone-200 bg-white px-5 py-4">{footer}</div>}
      </div>
    </Dialog>
  );
}

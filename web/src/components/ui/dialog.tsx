import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';

/** The look every centred modal shares; each adds its width and corner radius. */
export const centredDialogStyles =
  'm-auto w-[calc(100%-2rem)] bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-950/60 backdrop:backdrop-blur-sm';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]';

const TitleIdContext = createContext<string | undefined>(undefined);

interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, a close button, the backdrop (with `closeOnBackdrop`) or the browser. */
  onClose(): void;
  /** Classes of the <dialog> itself: where it sits, its size and its backdrop. */
  className: string;
  children: ReactNode;
  id?: string;
  /** The id of what describes the dialog, read after its title. */
  describedBy?: string;
  /** False while something runs that must not be interrupted: Escape then does nothing. */
  dismissible?: boolean;
  /** A click on the dimmed page closes it. */
  closeOnBackdrop?: boolean;
  /** The page behind does not scroll while it is open. */
  lockScroll?: boolean;
  /** Moves the focus in once open; without it the browser focuses the first control. */
  onOpen?(): void;
}

/**
 * The one modal of the site, on the native <dialog> opened with showModal(): the page behind is
 * inert, Tab wraps inside, Escape asks to close, and the focus goes back to what opened it. It is
 * named by its <DialogTitle>.
 */
export function Dialog({
  open,
  onClose,
  className,
  children,
  id,
  describedBy,
  dismissible = true,
  closeOnBackdrop = false,
  lockScroll = false,
  onOpen,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opened = useEffectEvent(() => onOpen?.());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    opened();
    const root = document.documentElement;
    const { overflow } = root.style;
    if (lockScroll) root.style.overflow = 'hidden';
    return () => {
      if (lockScroll) root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, lockScroll]);

  function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={className}
      // Escape: the open state stays with the caller, which decides whether to close.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // The browser may still close it on its own (a repeated Escape): keep the caller in step,
      // unless the event is stale and the dialog is open again.
      onClose={(event) => open && !event.currentTarget.open && onClose()}
      onKeyDown={wrapTab}
      // A click on the dimmed backdrop reaches the <dialog> itself, never the content inside it.
      onClick={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}
    >
      <TitleIdContext value={titleId}>{children}</TitleIdContext>
    </dialog>
  );
}

/** The dialog's heading, which names it. */
export function DialogTitle({ className, children }: { className: string; children: ReactNode }) {
  return (
    <h2 id={useContext(TitleIdContext)} className={className}>
      {children}
    </h2>
  );
}

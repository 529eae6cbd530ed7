import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SubmitButton } from '../../auth/components/form/submit-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape cancels. Focus
 * starts on 'Cancelar' so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-3">
          <h2 id={titleId} className="text-2xl font-bold text-stone-900">
            {title}
          </h2>
          <div id={bodyId} className="flex flex-col gap-2 text-stone-600">
            {children}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onClose}
            disabled={pending}
            className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-stone-700 ring-1 ring-stone-300 transition ring-inset hover:bg-stone-100 disabled:opacity-60"
          >
            Cancelar
          </button>
          <SubmitButton type="button" variant="danger" pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </div>
    </dialog>
  );
}

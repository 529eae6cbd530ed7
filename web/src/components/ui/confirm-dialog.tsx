import { type ReactNode, useId, useRef } from 'react';
import { centredDialogStyles, Dialog, DialogTitle } from './dialog.tsx';
import { SubmitButton } from './form/submit-button.tsx';

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
 * Asks before a destructive action. Focus starts on 'Cancelar' so Enter never confirms by
 * accident; while the action runs, Escape does nothing.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      describedBy={bodyId}
      dismissible={!pending}
      onOpen={() => cancelRef.current?.focus()}
      className={`${centredDialogStyles} max-w-lg rounded-3xl`}
    >
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-3">
          <DialogTitle className="text-2xl font-bold text-stone-900">{title}</DialogTitle>
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
    </Dialog>
  );
}

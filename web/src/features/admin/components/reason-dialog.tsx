import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPropertyPatch, adminPropertyPatchSchema } from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/form/text-area-field.tsx';
import { actionError } from '../action-error.ts';
import { useUpdateProperty } from '../api/properties.ts';
import { DialogActions } from './dialog-actions.tsx';
import { keepFocusInPage } from '../focus-fallback.ts';

/** A listing to pause or reject, from the listings or the flags page. */
export interface ModerationTarget {
  id: string;
  title: string;
  status: 'paused' | 'rejected';
}

const WORDING = {
  paused: { title: 'Pausar anuncio', submit: 'Pausar y avisar' },
  rejected: { title: 'Rechazar anuncio', submit: 'Rechazar y avisar' },
} as const;

/**
 * Asks why before pausing or rejecting: the contract requires a reason, and the owner gets it
 * by e-mail. The dialog stays open on failure, with what was typed.
 */
export function ReasonDialog({ target, onClose }: { target: ModerationTarget | null; onClose(): void }) {
  const mutation = useUpdateProperty();
  const form = useForm<AdminPropertyPatch>({
    resolver: zodResolver(adminPropertyPatchSchema),
    defaultValues: { status: target?.status ?? 'paused', reason: '' },
  });
  const wording = WORDING[target?.status ?? 'paused'];

  const submit = form.handleSubmit(async ({ status, reason }) => {
    if (!target) return;
    try {
      const answer = await mutation.mutateAsync({ id: target.id, patch: { status, reason } });
      toast.success(answer.message);
      onClose();
      keepFocusInPage();
    } catch (error) {
      toast.error(actionError(error));
    }
  });
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      dismissible={!mutation.isPending}
      onOpen={() => {
        form.reset({ status: target?.status ?? 'paused', reason: '' });
        form.setFocus('reason');
      }}
      className={`${centredDialogStyles} max-w-lg rounded-3xl`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <DialogTitle className="text-2xl font-bold text-stone-900">{wording.title}</DialogTitle>
          <p className="text-stone-600">
            <strong className="font-semibold text-stone-800">{target?.title}</strong> deja de verse en el
            sitio.
          </p>
        </div>
        <input type="hidden" {...form.register('status')} />
        <TextAreaField
          label="Motivo"
          hint="Se lo enviamos por e-mail al anunciante."
          maxLength={1000}
          required
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <DialogActions pending={mutation.isPending} onCancel={close}>
          <SubmitButton variant="danger" pending={mutation.isPending}>
            {wording.submit}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

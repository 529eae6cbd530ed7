import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminLead,
  type AdminLeadPatch,
  adminLeadPatchSchema,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { inputStyles } from '../../../components/ui/form/field-styles.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/form/text-area-field.tsx';
import { actionError } from '../action-error.ts';
import { useUpdateLead } from '../api/leads.ts';

/** Moves a lead along (nuevo → contactado → cerrado), with a note for whoever picks it up next. */
export function LeadStatusForm({ lead }: { lead: AdminLead }) {
  const mutation = useUpdateLead();
  const form = useForm<AdminLeadPatch>({
    resolver: zodResolver(adminLeadPatchSchema),
    defaultValues: { status: lead.status, note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ status, note }) => {
    try {
      const answer = await mutation.mutateAsync({ id: lead._id, patch: { status, note: note || undefined } });
      toast.success(answer.message);
      form.reset({ status: answer.lead.status, note: '' });
    } catch (error) {
      toast.error(actionError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-stone-100 pt-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[12rem_1fr]">
        <SelectField label="Cambiar estado" error={errors.status?.message} {...form.register('status')}>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Nota (opcional)"
          rows={2}
          maxLength={2000}
          error={errors.note?.message}
          // Shorter than the site's default text area: a note is a line or two.
          className={`${inputStyles} min-h-20 resize-y leading-relaxed`}
          {...form.register('note')}
        />
      </div>
      <SubmitButton pending={mutation.isPending} className="self-end">
        Guardar
      </SubmitButton>
    </form>
  );
}

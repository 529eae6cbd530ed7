import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProperty, adminPropertyPatchSchema, VALIDATION } from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { actionError } from '../action-error.ts';
import { argentinaDay, defaultFeaturedDay, featuredUntilIso } from '../admin-dates.ts';
import { useUpdateProperty } from '../api/properties.ts';
import { DialogActions } from './dialog-actions.tsx';

// The form holds a day (what a date input gives); the API wants the moment it ends.
const featureFormSchema = z.object({
  until: z.iso
    .date({ error: VALIDATION.invalidDate })
    .refine((day) => day >= argentinaDay(), { error: 'Elegí una fecha desde hoy en adelante.' }),
  technical_report: adminPropertyPatchSchema.shape.technical_report,
});
type FeatureForm = z.infer<typeof featureFormSchema>;

/** 'Destacar': the paid plan, until a date (six months by default), with the technical report. */
export function FeatureDialog({ property, onClose }: { property: AdminProperty | null; onClose(): void }) {
  const mutation = useUpdateProperty();
  const form = useForm<FeatureForm>({ resolver: zodResolver(featureFormSchema) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ until, technical_report }) => {
    if (!property) return;
    try {
      const answer = await mutation.mutateAsync({
        id: property._id,
        patch: { featured: true, featured_until: featuredUntilIso(until), technical_report },
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error(actionError(error));
    }
  });
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog
      open={property !== null}
      onClose={close}
      dismissible={!mutation.isPending}
      onOpen={() => {
        form.reset({ until: defaultFeaturedDay(), technical_report: property?.technical_report ?? '' });
        form.setFocus('until');
      }}
      className={`${centredDialogStyles} max-w-lg rounded-3xl`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <DialogTitle className="text-2xl font-bold text-stone-900">Destacar anuncio</DialogTitle>
          <p className="text-stone-600">
            <strong className="font-semibold text-stone-800">{property?.listing_title}</strong> se muestra
            entre los destacados de las búsquedas hasta la fecha elegida.
          </p>
        </div>
        <TextField
          label="Destacado hasta"
          type="date"
          min={argentinaDay()}
          required
          error={errors.until?.message}
          {...form.register('until')}
        />
        <TextField
          label="Informe técnico"
          hint="El enlace al informe del campo (opcional)."
          inputMode="url"
          maxLength={500}
          error={errors.technical_report?.message}
          {...form.register('technical_report')}
        />
        <DialogActions pending={mutation.isPending} onCancel={close}>
          <SubmitButton pending={mutation.isPending}>Confirmar destacado</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

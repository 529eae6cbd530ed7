import { zodResolver } from '@hookform/resolvers/zod';
import { type Property, type ReportRequestInput, reportRequestSchema } from '@tranquera/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useRequestReport } from '../api/request-report.ts';
import { reportDocumentLink } from '../report-document.ts';
import { CloseIcon } from './icons.tsx';

const REPORT_SENT = 'Formulario enviado con éxito. Pronto te enviaremos el reporte solicitado.';
const REPORT_FAILED = 'No es posible realizar esta acción en este momento. Intenta más tarde.';

interface ReportRequestDialogProps {
  property: Pick<Property, '_id' | 'listing_title' | 'technical_report'>;
  open: boolean;
  onClose(): void;
}

const FIELDS = [
  { name: 'contact_email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'contact_name', label: 'Nombre', type: 'text', autoComplete: 'name', inputMode: 'text' },
  { name: 'contact_phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
] as const;

/**
 * Spec §2 'Solicitar informe', in a modal that opens on the e-mail field. It closes after sending
 * whatever the outcome (spec §4).
 */
export function ReportRequestDialog({ property, open, onClose }: ReportRequestDialogProps) {
  const fieldsId = useId();
  const mutation = useRequestReport();
  const form = useForm<ReportRequestInput>({
    resolver: zodResolver(reportRequestSchema),
    defaultValues: { contact_email: '', contact_name: '', contact_phone: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync({
        ...values,
        contact_property: property.listing_title,
        contact_property_id: property._id,
      });
      const report = reportDocumentLink(answer.technical_report ?? property.technical_report);
      if (report) {
        window.open(report, '_blank', 'noopener,noreferrer');
      } else {
        toast.success(REPORT_SENT);
      }
    } catch {
      toast.error(REPORT_FAILED);
    }
    form.reset();
    onClose();
  });
  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      onOpen={() => form.setFocus('contact_email')}
      className={`${centredDialogStyles} max-w-md rounded-2xl`}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          aria-label="Cerrar"
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
        <DialogTitle className="pr-10 text-2xl font-bold text-stone-900">Solicitar informe</DialogTitle>
        <p className="mt-2 text-stone-600">Carga tus datos y recibe las especificaciones del campo</p>
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
          {FIELDS.map((field) => {
            const error = errors[field.name]?.message;
            const inputId = `${fieldsId}-${field.name}`;
            return (
              <div key={field.name} className="flex flex-col gap-1.5">
                <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
                  {field.label}
                </label>
                <input
                  id={inputId}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className="rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600"
                  {...form.register(field.name)}
                />
                {error && (
                  <p id={`${inputId}-error`} className="text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <button
            type="submit"
            disabled={mutation.isPending}
            className="mt-2 inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {mutation.isPending && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            Descargar
          </button>
        </form>
      </div>
    </Dialog>
  );
}

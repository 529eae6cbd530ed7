import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  HONEYPOT_FIELD,
  type ListingReport,
  listingReportSchema,
  type Property,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@tranquera/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';
import { labelStyles } from '../../../components/ui/form/field-styles.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/form/text-area-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { HoneypotField } from '../../contact/components/honeypot-field.tsx';
import { useFlagListing } from '../api/flag-listing.ts';
import { CloseIcon } from './icons.tsx';

type Values = z.input<typeof listingReportSchema>;

const TEXT_MAX = 2000;

interface FlagListingDialogProps {
  property: Pick<Property, '_id' | 'listing_title'>;
  onClose(): void;
}

/**
 * 'Denunciar anuncio': a reason and, if the visitor wants, details for the team. It closes once
 * sent; a refusal (too many reports in a row, a bad request) is said with the server's words.
 */
export function FlagListingDialog({ property, onClose }: FlagListingDialogProps) {
  const ids = useId();
  const reasonError = `${ids}-reason`;
  const flag = useFlagListing(property._id);
  const form = useForm<Values, unknown, ListingReport>({
    resolver: zodResolver(listingReportSchema),
    defaultValues: { reason: undefined, text: '', [HONEYPOT_FIELD]: '' },
  });
  const { errors } = form.formState;
  const reason = form.watch('reason');

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await flag.mutateAsync({
        reason: values.reason,
        ...(values.text ? { text: values.text } : {}),
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '',
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : API.serverError);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      describedBy={`${ids}-intro`}
      dismissible={!flag.isPending}
      onOpen={() => form.setFocus('reason')}
      className={`${centredDialogStyles} max-w-md rounded-2xl`}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          disabled={flag.isPending}
          aria-label="Cerrar"
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
        <DialogTitle className="pr-10 text-2xl font-bold text-stone-900">Denunciar anuncio</DialogTitle>
        <p id={`${ids}-intro`} className="mt-2 text-stone-600">
          Contanos qué problema tiene «{property.listing_title}». El equipo lo revisa y, si corresponde, lo
          pausa o lo da de baja.
        </p>
        <form onSubmit={submit} noValidate className="relative mt-6 flex flex-col gap-5">
          <fieldset aria-describedby={errors.reason ? `${reasonError}-error` : undefined} className="min-w-0">
            <legend className={`${labelStyles} mb-2`}>Motivo</legend>
            <div className="grid gap-1.5">
              {REPORT_REASONS.map((option) => (
                <label
                  key={option}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition ring-inset has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-600 ${
                    errors.reason && !reason ? 'ring-red-300' : 'ring-stone-300 hover:bg-stone-50'
                  }`}
                >
                  <input
                    type="radio"
                    value={option}
                    required
                    className="h-4 w-4 accent-brand-700"
                    {...form.register('reason')}
                  />
                  {REPORT_REASON_LABELS[option]}
                </label>
              ))}
            </div>
            <div className="mt-1.5">
              <FieldMessage id={reasonError} error={errors.reason?.message} />
            </div>
          </fieldset>
          <TextAreaField
            label="Detalles (opcional)"
            rows={4}
            maxLength={TEXT_MAX}
            placeholder="Por ejemplo, qué dato es falso o dónde viste el campo vendido."
            error={errors.text?.message}
            {...form.register('text')}
          />
          <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
          <SubmitButton pending={flag.isPending}>Enviar denuncia</SubmitButton>
        </form>
      </div>
    </Dialog>
  );
}

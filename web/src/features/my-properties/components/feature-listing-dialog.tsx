import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  FEATURED_MONTHS,
  type FeatureRequest,
  featureRequestSchema,
  LIFECYCLE_TEXT,
  PAGES,
  PLAN_PAYMENT_METHODS,
  type PropertySummary,
} from '@tranquera/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Link } from 'react-router';
import type { z } from 'zod';
import { centredDialogStyles, Dialog, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/form/text-area-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { planPriceText } from '../../properties/listing-lifecycle.ts';
import { useRequestFeature } from '../api/request-feature.ts';

type Values = z.input<typeof featureRequestSchema>;

const NOTE_MAX = 1000;

const INCLUDED = [
  'El informe técnico del campo, basado en imágenes satelitales.',
  `${FEATURED_MONTHS} meses en línea como anuncio destacado, con la insignia «${LIFECYCLE_TEXT.featuredBadge}».`,
  'El primer lugar en las búsquedas de campos como el tuyo.',
  'Las solicitudes de contacto de quienes se interesen en el campo.',
];

interface FeatureListingDialogProps {
  listing: Pick<PropertySummary, '_id' | 'listing_title'>;
  onClose(): void;
}

/**
 * 'Destacar anuncio': the terms' paid plan (price, what it includes) and the request for it. The
 * team gets in touch to arrange the payment; the listing is featured once it is credited.
 */
export function FeatureListingDialog({ listing, onClose }: FeatureListingDialogProps) {
  const describedBy = useId();
  const request = useRequestFeature(listing._id);
  const form = useForm<Values, unknown, FeatureRequest>({
    resolver: zodResolver(featureRequestSchema),
    defaultValues: { payment: undefined, note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ payment, note }) => {
    try {
      await request.mutateAsync({ payment, ...(note ? { note } : {}) });
      toast.success(LIFECYCLE_TEXT.featureRequested);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : API.serverError);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      describedBy={describedBy}
      dismissible={!request.isPending}
      onOpen={() => form.setFocus('payment')}
      className={`${centredDialogStyles} max-w-lg rounded-3xl`}
    >
      <div className="relative flex flex-col gap-5 p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          disabled={request.isPending}
          aria-label="Cerrar"
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
        <div className="flex flex-col gap-1.5 pr-10">
          <DialogTitle className="text-2xl font-bold text-stone-900">Destacar anuncio</DialogTitle>
          <p className="line-clamp-2 text-sm font-medium text-stone-500">{listing.listing_title}</p>
        </div>
        <div id={describedBy} className="flex flex-col gap-4 text-stone-700">
          <p>
            Con la publicación paga tu campo se destaca durante {FEATURED_MONTHS} meses. Cuesta{' '}
            <strong className="font-bold text-stone-900">{planPriceText()}</strong> (pesos argentinos) e
            incluye:
          </p>
          <ul className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200 ring-inset">
            {INCLUDED.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
                {item}
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-600">
            Elegí cómo vas a pagar y te contactamos para coordinarlo: el plan se activa una vez acreditado el
            pago. Más detalles en los{' '}
            <Link
              to={`${PAGES.termsOfService.link()}#publicacion-paga`}
              className="font-semibold text-brand-800 underline hover:text-brand-700"
            >
              términos y condiciones
            </Link>
            .
          </p>
        </div>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <SelectField
            label="Forma de pago"
            required
            defaultValue=""
            error={errors.payment?.message}
            {...form.register('payment')}
          >
            <option value="" disabled>
              Elegí una opción
            </option>
            {PLAN_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Comentario"
            rows={3}
            maxLength={NOTE_MAX}
            hint="Opcional: por ejemplo, cuándo te conviene que te llamemos."
            error={errors.note?.message}
            {...form.register('note')}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={request.isPending}
              className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-stone-700 ring-1 ring-stone-300 transition ring-inset hover:bg-stone-100 disabled:opacity-60"
            >
              Cancelar
            </button>
            <SubmitButton pending={request.isPending}>Enviar pedido</SubmitButton>
          </div>
        </form>
      </div>
    </Dialog>
  );
}

import {
  LISTING_ONLINE_MONTHS,
  OPERATION_LABELS,
  OPERATIONS,
  FACILITIES,
  PAGES,
  PAYMENT_CONDITIONS,
  PROVINCES,
  type Province,
} from '@tranquera/contracts';
import { useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import type { ListingFormInput, ListingFormValues } from '../listing-form-schema.ts';
import { useListingSubmit } from '../use-listing-submit.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { DescriptionField } from './description-field.tsx';
import { LocationPicker } from './location-picker.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { PriceFields } from './price-fields.tsx';
import { FormSection } from './publish-page-frame.tsx';
import { UploadProgress } from './upload-progress.tsx';

type ListingForm = UseFormReturn<ListingFormInput, unknown, ListingFormValues>;

interface ListingFormProps {
  form: ListingForm;
  /** Set when editing an existing listing. */
  propertyId?: string;
  submitLabel: string;
  cancelTo: string;
}

/** Spec §2 post/edit: every field of the listing, the spec's validation, then upload and save. */
export function ListingForm({ form, propertyId, submitLabel, cancelTo }: ListingFormProps) {
  const { register, formState, watch } = form;
  const { errors } = formState;
  const { submit, phase, progress, failure, busy } = useListingSubmit(form, propertyId);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus the first invalid control in page order (photos and map included).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(submit, focusFirstError)}
      className="flex flex-col gap-6"
    >
      <FormSection id="listing-basics" title="Datos principales">
        <TextField
          label="Título del anuncio"
          placeholder="Ej.: Campo agrícola de 350 has en Pergamino"
          maxLength={120}
          error={errors.listing_title?.message}
          {...register('listing_title')}
        />
        <ChoiceGroup
          legend="Operación"
          type="radio"
          options={OPERATIONS}
          labels={OPERATION_LABELS}
          columns="grid-cols-2 sm:max-w-md"
          error={errors.operation?.message}
          registration={register('operation')}
        />
      </FormSection>

      <FormSection id="listing-price" title="Precio y superficie">
        <PriceFields form={form} />
      </FormSection>

      <LocationSection form={form} />

      <FormSection id="listing-description" title="Descripción y condiciones">
        <DescriptionField
          registration={register('description')}
          value={watch('description') ?? ''}
          error={errors.description?.message}
        />
        <ChoiceGroup
          legend="Condiciones de pago"
          type="checkbox"
          options={PAYMENT_CONDITIONS}
          error={errors.payment_type?.message}
          registration={register('payment_type')}
        />
        <ChoiceGroup
          legend="Mejoras e instalaciones"
          hint="Marcá todas las que tenga el campo."
          type="checkbox"
          options={FACILITIES}
          error={errors.facilities?.message}
          registration={register('facilities')}
        />
      </FormSection>

      <FormSection
        id="listing-extra"
        title="Información adicional"
        description="Opcional: ayuda a que los interesados decidan antes de contactarte."
      >
        <TextField
          label="Informe técnico"
          placeholder="Enlace o resumen del informe (suelos, agua, imágenes satelitales)"
          error={errors.technical_report?.message}
          {...register('technical_report')}
        />
        <TextField
          label="Enlace de video"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="De YouTube: youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/… o youtube.com/shorts/…"
          error={errors.video_link?.message}
          {...register('video_link')}
        />
      </FormSection>

      <PhotosSection form={form} disabled={busy} />

      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        {phase === 'uploading' && progress && <UploadProgress progress={progress} />}
        {phase === 'saving' && (
          <p role="status" className="text-sm font-semibold text-stone-700">
            Guardando el anuncio…
          </p>
        )}
        {failure && phase === 'idle' && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-stone-600">
            {propertyId
              ? 'Los cambios se ven en el anuncio apenas guardás.'
              : `Tu anuncio queda online ${LISTING_ONLINE_MONTHS} meses.`}{' '}
            Al publicar aceptás los{' '}
            <Link
              to={PAGES.termsOfService.link()}
              target="_blank"
              className="font-semibold text-brand-700 hover:underline"
            >
              Términos y condiciones<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </Link>
            .
          </p>
          <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            <Link
              to={cancelTo}
              className={`${buttonStyles('ghost', 'lg')} ${busy ? 'pointer-events-none opacity-60' : ''}`}
            >
              Cancelar
            </Link>
            <SubmitButton pending={busy}>{submitLabel}</SubmitButton>
          </div>
        </div>
      </div>
    </form>
  );
}

function LocationSection({ form }: { form: ListingForm }) {
  const { register, formState, watch, getValues, setValue } = form;
  const { errors } = formState;
  const { field } = useController({ control: form.control, name: 'location' });
  const [suggested, setSuggested] = useState<Province | null>(null);
  const province = watch('state') ?? '';

  // Spec: the province select is suggested from the map, unless the user already chose one.
  const suggest = (found: Province) => {
    if (getValues('state')) return;
    setValue('state', found, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setSuggested(found);
  };

  return (
    <FormSection id="listing-location" title="Ubicación del campo">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <SelectField
          label="Provincia"
          error={errors.state?.message}
          hint={
            suggested && province === suggested ? 'Sugerida según el punto marcado en el mapa.' : undefined
          }
          {...register('state')}
        >
          <option value="">Selecciona una provincia</option>
          {PROVINCES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Localidad más cercana"
          placeholder="Ej.: Pergamino"
          error={errors.nearest_town?.message}
          {...register('nearest_town')}
        />
      </div>
      <TextField
        label="Acceso"
        placeholder="12 km de tierra"
        hint="Ej.: 12 km de tierra"
        error={errors.access?.message}
        {...register('access')}
      />
      <LocationPicker
        value={field.value ?? { name: '', lat: null, lng: null }}
        onChange={field.onChange}
        province={province}
        onProvinceFound={suggest}
      />
    </FormSection>
  );
}

function PhotosSection({ form, disabled }: { form: ListingForm; disabled: boolean }) {
  const { field, fieldState } = useController({ control: form.control, name: 'photos' });
  return (
    <FormSection
      id="listing-photos"
      title="Fotos"
      description="Las fotos con buena luz y del campo completo reciben más consultas."
    >
      <PhotoPicker
        photos={field.value ?? []}
        onChange={field.onChange}
        error={fieldState.error?.message}
        disabled={disabled}
        inputRef={field.ref}
      />
    </FormSection>
  );
}

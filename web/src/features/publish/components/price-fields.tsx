import { CURRENCIES, HECTARES_STEP, PRICING_UNITS, UI } from '@tranquera/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { formatPrice } from '../../../lib/format.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import type { ListingFormInput, ListingFormValues } from '../listing-form-schema.ts';

type ListingForm = UseFormReturn<ListingFormInput, unknown, ListingFormValues>;

/** Price with its currency and unit, and the area; the hint shows how the price will read. */
export function PriceFields({ form }: { form: ListingForm }) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  const [price, currency, unit] = watch(['price', 'currency', 'pricing_unit']);
  const typed = price === '' ? null : Number(price);
  const preview =
    typed !== null && Number.isFinite(typed) && typed >= 0
      ? formatPrice(typed, currency, unit ?? 'por Hectárea')
      : null;
  return (
    <>
      <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-4 sm:grid-cols-[minmax(0,1fr)_7.5rem_12rem]">
        <div className="col-span-2 sm:col-span-1">
          <TextField
            label="Precio"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="Ej.: 8500"
            error={errors.price?.message}
            hint={
              preview ? (
                <>
                  Se publica como <strong className="font-semibold text-stone-800">{preview}</strong>
                  {typed === 0 ? '.' : `. Poné 0 para mostrar «${UI.priceOnRequest}».`}
                </>
              ) : (
                `Poné 0 para mostrar «${UI.priceOnRequest}».`
              )
            }
            {...register('price')}
          />
        </div>
        <SelectField label="Moneda" {...register('currency')}>
          {CURRENCIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField label="Unidad de precio" {...register('pricing_unit')}>
          {PRICING_UNITS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:max-w-xs">
        <TextField
          label="Hectáreas totales"
          type="number"
          inputMode="decimal"
          min={0}
          step={HECTARES_STEP}
          placeholder="Ej.: 350.5"
          error={errors.hectares?.message}
          {...register('hectares')}
        />
      </div>
    </>
  );
}

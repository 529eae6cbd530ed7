import { NO_FACILITIES, type Property } from '@tranquera/contracts';
import { CheckIcon } from './icons.tsx';

/** Facilities (spec §3: a first item 'false' means none) and payment conditions. */
export function PropertyAmenities({ property }: { property: Property }) {
  const facilities = property.facilities[0] === NO_FACILITIES ? [] : property.facilities;
  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <section aria-labelledby="facilities-heading">
        <h2 id="facilities-heading" className="text-xl font-bold text-stone-900">
          Mejoras e instalaciones
        </h2>
        {facilities.length > 0 ? (
          <ul className="mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
            {facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-2.5 text-stone-800">
                <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {facility}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-stone-600">El campo no tiene mejoras ni instalaciones declaradas.</p>
        )}
      </section>
      <section aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="text-xl font-bold text-stone-900">
          Condiciones de pago
        </h2>
        {property.payment_type.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {property.payment_type.map((payment) => (
              <li
                key={payment}
                className="rounded-full bg-wheat-100 px-3.5 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-wheat-300"
              >
                {payment}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-stone-600">A convenir con el vendedor.</p>
        )}
      </section>
    </div>
  );
}

import { OPERATION_LABELS, type Property } from '@tranquera/contracts';
import { formatDate, formatHectares, formatPrice } from '../../../lib/format.ts';

/** The listing's key data as a definition list, scannable at a glance. */
export function PropertyFacts({ property }: { property: Property }) {
  const facts = [
    { label: 'Superficie', value: formatHectares(property.hectares) },
    {
      label: 'Precio por hectárea',
      value: formatPrice(Math.round(property.price_per_hectare), property.currency, 'por Hectárea'),
    },
    { label: 'Acceso', value: property.access },
    { label: 'Pueblo más cercano', value: property.nearest_town },
    { label: 'Provincia', value: property.state },
    { label: 'Categoría', value: property.category },
    { label: 'Operación', value: OPERATION_LABELS[property.operation] },
    { label: 'Publicado', value: formatDate(property.created_at) },
  ];
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-xl font-bold text-stone-900">
        Características
      </h2>
      {/* The 1px gap over a tinted background draws the grid lines. */}
      <dl className="mt-4 grid gap-px overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-stone-200 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="flex items-baseline justify-between gap-4 bg-white px-5 py-3.5">
            <dt className="text-sm text-stone-500">{fact.label}</dt>
            <dd className="text-right font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { OPERATION_LABELS, PAGES, type Property, UI } from '@tranquera/contracts';
import { Link } from 'react-router';
import { formatHectares, formatPrice } from '../../../lib/format.ts';
import { PricePositionLine } from '../../market/components/price-position-line.tsx';
import { DocumentIcon } from './icons.tsx';

interface PricePanelProps {
  property: Property;
  isOwner: boolean;
  onRequestReport(): void;
}

/** Price, area and the main call to action (spec §2 side panel). */
export function PricePanel({ property, isOwner, onRequestReport }: PricePanelProps) {
  const { price, currency, pricing_unit, price_per_hectare } = property;
  const showPerHectare = price > 0 && pricing_unit === 'Total';
  return (
    <section
      aria-labelledby="price-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="price-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-500">
        {pricing_unit === 'Total' ? 'Precio total' : 'Precio'}
        {property.operation === 'alquiler' && ` de ${OPERATION_LABELS.alquiler.toLowerCase()}`}
      </h2>
      <PriceText price={formatPrice(price, currency, pricing_unit)} />
      {showPerHectare && (
        <p className="mt-1 text-sm text-stone-600">
          Equivale a{' '}
          <span className="font-semibold text-stone-800">
            {formatPrice(Math.round(price_per_hectare), currency, 'por Hectárea')}
          </span>
        </p>
      )}
      {price === 0 && <p className="mt-1 text-sm text-stone-600">El precio se informa a pedido.</p>}
      <PricePositionLine property={property} />
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-stone-100 pt-5">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">Superficie</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900">{formatHectares(property.hectares)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">Ubicación</dt>
          <dd className="mt-0.5 text-lg font-semibold text-stone-900">{property.state}</dd>
        </div>
      </dl>
      {isOwner ? (
        <Link
          to={PAGES.myProperties.link()}
          className="mt-6 flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
        >
          Ver mis anuncios
        </Link>
      ) : (
        <>
          <button
            type="button"
            onClick={onRequestReport}
            aria-haspopup="dialog"
            className="mt-6 flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
          >
            <DocumentIcon />
            Solicitar Informe
          </button>
          <p className="mt-2 text-center text-xs text-stone-500">
            Recibí el informe técnico con las especificaciones del campo.
          </p>
        </>
      )}
    </section>
  );
}

/** The amount large, the unit ('/ Hectárea') smaller beside it: same text, easier to scan. */
function PriceText({ price }: { price: string }) {
  const unit = price.endsWith(UI.perHectare) ? UI.perHectare : '';
  const amount = unit ? price.slice(0, -unit.length).trim() : price;
  return (
    <p data-testid="detail-price" className="mt-2 text-brand-800">
      <span className="text-3xl font-bold tracking-tight">{amount}</span>
      {unit && <span className="text-lg font-semibold text-brand-700"> {unit}</span>}
    </p>
  );
}

import { UI } from '@tranquera/contracts';

const thousands = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const hectareFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** '1.234.567': es-AR uses a dot as the thousands separator (spec §2). */
export function formatNumber(value: number): string {
  return thousands.format(value);
}

export function formatHectares(value: number): string {
  return `${hectareFormat.format(value)} has`;
}

/** Spec §2: 0 is 'Consultar Valor'; otherwise currency, dotted price and the unit. */
export function formatPrice(price: number, currency: string, pricingUnit: string): string {
  if (price === 0) return UI.priceOnRequest;
  const unit = pricingUnit === 'por Hectárea' ? ` ${UI.perHectare}` : '';
  return `${currency} ${formatNumber(price)}${unit}`;
}

/**
 * A listing's date, '23 de noviembre de 2026'. In Argentina's time zone wherever it runs: the
 * server (UTC) and a visitor's browser must print the same day, or hydration fails near midnight.
 */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));
}

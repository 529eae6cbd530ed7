import { UI } from '@tranquera/contracts';

// Numbers and dates are written by hand, the way es-AR writes them, not with Intl: a page's first
// Intl object loads the locale's data, 40–100 ms of the main thread on this machine (four times
// that on a slow phone), in the middle of hydrating every card's price and surface.

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Rounded half away from zero, as Intl.NumberFormat does, with the sign kept apart. */
function rounded(value: number, decimals: number): { sign: string; whole: string; fraction: string } {
  const scale = 10 ** decimals;
  const units = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(units / scale);
  const fraction =
    decimals > 0
      ? String(units % scale)
          .padStart(decimals, '0')
          .replace(/0+$/, '')
      : '';
  return { sign: value < 0 && units > 0 ? '-' : '', whole: groupThousands(String(whole)), fraction };
}

/** '1.234.567': es-AR uses a dot as the thousands separator (spec §2). */
export function formatNumber(value: number): string {
  const { sign, whole } = rounded(value, 0);
  return `${sign}${whole}`;
}

/** '1.250 has', '12,5 has': at most one decimal, after a comma. */
export function formatHectares(value: number): string {
  const { sign, whole, fraction } = rounded(value, 1);
  return `${sign}${whole}${fraction ? `,${fraction}` : ''} has`;
}

/** Spec §2: 0 is 'Consultar Valor'; otherwise currency, dotted price and the unit. */
export function formatPrice(price: number, currency: string, pricingUnit: string): string {
  if (price === 0) return UI.priceOnRequest;
  const unit = pricingUnit === 'por Hectárea' ? ` ${UI.perHectare}` : '';
  return `${currency} ${formatNumber(price)}${unit}`;
}

export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Argentina keeps UTC−3 all year (no daylight saving time since 2009). */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** A date as Argentina's calendar shows it (its parts read with getUTC*). */
const inArgentina = (iso: string) => new Date(new Date(iso).getTime() + ARGENTINA_OFFSET_MS);

/** 'noviembre de 2026', in Argentina's time zone like formatDate. */
export function formatMonth(iso: string): string {
  const local = inArgentina(iso);
  return `${MONTHS[local.getUTCMonth()]} de ${local.getUTCFullYear()}`;
}

/**
 * A listing's date, '23 de noviembre de 2026'. In Argentina's time zone wherever it runs: the
 * server (UTC) and a visitor's browser must print the same day, or hydration fails near midnight.
 */
export function formatDate(iso: string): string {
  const local = inArgentina(iso);
  return `${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} de ${local.getUTCFullYear()}`;
}

import type { Category, Operation, PricePosition } from '@tranquera/contracts';
import { formatNumber, MONTHS } from '../../lib/format.ts';

// The words of /precios and of a listing's price position. Values from contracts/src/market-api.ts
// would bring zod into public pages (issue 11), so the few needed here are copies
// (market-text.test.ts holds them to the contract).

export const MARKET_COPY = {
  minListings: 5,
  historyMonths: 12,
} as const;

/** 'campos ganaderos', 'campos agrícolas'… */
export const LAND_USE_PLURAL: Record<Category, string> = {
  Agrícola: 'campos agrícolas',
  Ganadero: 'campos ganaderos',
  Mixto: 'campos mixtos',
  Turístico: 'campos turísticos',
  Industrial: 'campos industriales',
};

/** 'USD 2.500' */
export const formatUsd = (value: number) => `USD ${formatNumber(value)}`;

/** What the figures are: sale prices per hectare, or rents per hectare. */
export const operationFigure = (operation: Operation) =>
  operation === 'venta' ? 'Precio de venta por hectárea' : 'Alquiler por hectárea';

/**
 * '12 % por debajo de la mediana de campos ganaderos en Córdoba'; rents say so ('… de campos
 * ganaderos en alquiler en Córdoba'); within ±2 %, 'En la mediana de …'.
 */
export function pricePositionText(position: PricePosition): string {
  const rent = position.operation === 'alquiler' ? ' en alquiler' : '';
  const cell = `${LAND_USE_PLURAL[position.category]}${rent} en ${position.state}`;
  if (position.standing === 'at') return `En la mediana de ${cell}`;
  const side = position.standing === 'below' ? 'por debajo' : 'por encima';
  return `${formatNumber(Math.abs(position.difference_percent))} % ${side} de la mediana de ${cell}`;
}

/** 'YYYY-MM' → { short: 'oct', long: 'octubre de 2026' } (spelled here: server and browser agree). */
export function monthLabel(month: string): { short: string; long: string; year: string } {
  const [year = '', number = '1'] = month.split('-');
  const name = MONTHS[Number(number) - 1] ?? '';
  return { short: name.slice(0, 3), long: `${name} de ${year}`, year };
}

/** '1 aviso', '12 avisos' */
export const listingsCount = (count: number) => (count === 1 ? '1 aviso' : `${formatNumber(count)} avisos`);

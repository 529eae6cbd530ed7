import {
  CATEGORIES,
  MARKET_HISTORY_MONTHS,
  MARKET_MIN_LISTINGS,
  type PricePosition,
} from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { LAND_USE_PLURAL, MARKET_COPY, monthLabel, pricePositionText } from './market-text.ts';

const position = (overrides: Partial<PricePosition>): PricePosition => ({
  state: 'Córdoba',
  category: 'Ganadero',
  operation: 'venta',
  price_per_hectare_usd: 1540,
  median: 1750,
  count: 12,
  difference_percent: -12,
  standing: 'below',
  ...overrides,
});

describe('the market prices’ words', () => {
  it('copy the contract’s figures (kept apart so public pages need no zod)', () => {
    expect(MARKET_COPY).toEqual({
      minListings: MARKET_MIN_LISTINGS,
      historyMonths: MARKET_HISTORY_MONTHS,
    });
    expect(Object.keys(LAND_USE_PLURAL)).toEqual([...CATEGORIES]);
  });

  it('say where a listing’s price stands', () => {
    expect(pricePositionText(position({}))).toBe(
      '12 % por debajo de la mediana de campos ganaderos en Córdoba',
    );
    expect(
      pricePositionText(
        position({
          category: 'Agrícola',
          state: 'Buenos Aires',
          difference_percent: 1614,
          standing: 'above',
        }),
      ),
    ).toBe('1.614 % por encima de la mediana de campos agrícolas en Buenos Aires');
    expect(pricePositionText(position({ difference_percent: 2, standing: 'at' }))).toBe(
      'En la mediana de campos ganaderos en Córdoba',
    );
    expect(pricePositionText(position({ operation: 'alquiler', category: 'Mixto' }))).toBe(
      '12 % por debajo de la mediana de campos mixtos en alquiler en Córdoba',
    );
  });

  it('name the months in Spanish, the same on the server and in the browser', () => {
    expect(monthLabel('2026-09')).toEqual({ short: 'sep', long: 'septiembre de 2026', year: '2026' });
    expect(monthLabel('2025-12').long).toBe('diciembre de 2025');
  });
});

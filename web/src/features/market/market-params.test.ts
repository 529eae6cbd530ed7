import { describe, expect, it } from 'vitest';
import { marketQuery, parseMarketFilters } from './market-params.ts';
import { marketRows } from './market-rows.ts';

describe('the /precios address', () => {
  it('reads known filters, sale by default, and ignores the rest', () => {
    expect(
      parseMarketFilters(new URLSearchParams('state=Córdoba&category=Ganadero&operation=alquiler')),
    ).toEqual({
      state: 'Córdoba',
      category: 'Ganadero',
      operation: 'alquiler',
    });
    expect(parseMarketFilters(new URLSearchParams('state=Narnia&operation=permuta'))).toEqual({
      state: undefined,
      category: undefined,
      operation: 'venta',
    });
  });

  it('leaves sale, the default, out of the address', () => {
    expect(marketQuery({ state: 'Salta', operation: 'venta' })).toEqual({
      state: 'Salta',
      category: undefined,
      operation: undefined,
    });
    expect(marketQuery({ operation: 'alquiler' }).operation).toBe('alquiler');
  });
});

describe('the table’s rows', () => {
  it('put cells with and without enough listings together, by province and land use', () => {
    const rows = marketRows(
      [
        {
          state: 'Córdoba',
          category: 'Mixto',
          operation: 'venta',
          median: 3000,
          p25: 2500,
          p75: 3600,
          count: 9,
        },
        {
          state: 'Buenos Aires',
          category: 'Ganadero',
          operation: 'venta',
          median: 4000,
          p25: 3000,
          p75: 5000,
          count: 7,
        },
      ],
      [{ state: 'Córdoba', category: 'Agrícola', operation: 'venta', count: 2 }],
    );
    expect(rows.map((row) => [row.state, row.category, row.scarce])).toEqual([
      ['Buenos Aires', 'Ganadero', false],
      ['Córdoba', 'Agrícola', true],
      ['Córdoba', 'Mixto', false],
    ]);
  });
});

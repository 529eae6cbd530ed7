import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('shows Consultar Valor for a zero price', () => {
    expect(formatPrice(0, 'USD', 'por Hectárea')).toBe('Consultar Valor');
  });
  it('uses dots for thousands and the per-hectare unit', () => {
    expect(formatPrice(1234567, 'USD', 'por Hectárea')).toBe('USD 1.234.567 / Hectárea');
  });
  it('omits the unit for a total price', () => {
    expect(formatPrice(850000, 'ARS', 'Total')).toBe('ARS 850.000');
  });
});

describe('formatDate', () => {
  it("prints the day in Argentina's time zone, whatever the machine's", () => {
    // 01:30 UTC on the 24th is still the 23rd in Buenos Aires (UTC-3).
    expect(formatDate('2026-11-24T01:30:00.000Z')).toBe('23 de noviembre de 2026');
    expect(formatDate('2026-11-24T12:40:00.000Z')).toBe('24 de noviembre de 2026');
  });
});

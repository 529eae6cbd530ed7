import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

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

import { describe, expect, it } from 'vitest';
import { formatDate, formatHectares, formatNumber, formatPrice } from './format.ts';

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

describe('numbers, written as es-AR writes them', () => {
  it('matches Intl.NumberFormat', () => {
    const whole = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
    const tenths = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
    for (const value of [0, 7, 999, 1000, 12345.5, 1234567, 98765432.49, -1500, 0.4, 2.5, 3.25, 1250.96]) {
      expect(formatNumber(value)).toBe(whole.format(value));
      expect(formatHectares(value)).toBe(`${tenths.format(value)} has`);
    }
  });
});

describe('formatDate at the turn of a month and a year', () => {
  it('agrees with Intl in Buenos Aires', () => {
    const intl = new Intl.DateTimeFormat('es-AR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    for (const iso of ['2027-01-01T02:59:00.000Z', '2027-01-01T03:00:00.000Z', '2026-03-01T00:10:00.000Z']) {
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });
});

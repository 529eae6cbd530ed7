import { describe, expect, it } from 'vitest';
import {
  addMonths,
  argentinaDay,
  defaultFeaturedDay,
  featuredUntilIso,
  formatDateTime,
  isFeatured,
} from './admin-dates.ts';

describe('back-office dates', () => {
  it("reads today on Argentina's clock", () => {
    // 01:30 UTC on 1 March is still 28 February in Buenos Aires.
    expect(argentinaDay(new Date('2027-03-01T01:30:00Z'))).toBe('2027-02-28');
  });

  it('prints a moment in Argentina, on a 24-hour clock', () => {
    expect(formatDateTime('2026-05-01T17:05:00Z')).toBe('01/05/2026, 14:05');
  });

  it('adds months, keeping the day or the last of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('proposes a six-month plan from today', () => {
    expect(defaultFeaturedDay(new Date('2026-05-10T15:00:00Z'))).toBe('2026-11-10');
  });

  it('keeps a listing featured through the end of the chosen day in Argentina', () => {
    expect(featuredUntilIso('2026-11-10')).toBe('2026-11-11T02:59:59.000Z');
  });

  it('tells a current plan from a lapsed or removed one', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(isFeatured('2026-06-01T00:00:00Z', now)).toBe(true);
    expect(isFeatured('2026-05-01T00:00:00Z', now)).toBe(false);
    expect(isFeatured(null, now)).toBe(false);
  });
});

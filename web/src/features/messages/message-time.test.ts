import { describe, expect, it } from 'vitest';
import { bubbleTime, dayLabel, sameDay } from './message-time.ts';

// Local dates: the labels follow the browser's time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('bubbleTime', () => {
  const now = at(2025, 3, 12, 15, 30);
  it("says 'ahora' for the last minute, and for a clock slightly behind the server", () => {
    expect(bubbleTime(at(2025, 3, 12, 15, 29, 30).toISOString(), now)).toBe('ahora');
    expect(bubbleTime(at(2025, 3, 12, 15, 30, 20).toISOString(), now)).toBe('ahora');
  });
  it('shows the 24-hour time otherwise', () => {
    expect(bubbleTime(at(2025, 3, 12, 9, 5).toISOString(), now)).toBe('09:05');
  });
});

describe('dayLabel', () => {
  const now = at(2025, 3, 12, 10);
  it('names today and yesterday', () => {
    expect(dayLabel(at(2025, 3, 12, 1).toISOString(), now)).toBe('Hoy');
    expect(dayLabel(at(2025, 3, 11, 23).toISOString(), now)).toBe('Ayer');
  });
  it('gives the date, with the year only when it is another one', () => {
    expect(dayLabel(at(2025, 2, 3).toISOString(), now)).toBe('3 de febrero');
    expect(dayLabel(at(2024, 12, 31).toISOString(), now)).toBe('31 de diciembre de 2024');
  });
  it('compares days, not 24-hour spans', () => {
    expect(sameDay(at(2025, 3, 12, 0, 5).toISOString(), at(2025, 3, 12, 23, 55).toISOString())).toBe(true);
    expect(sameDay(at(2025, 3, 11, 23, 55).toISOString(), at(2025, 3, 12, 0, 5).toISOString())).toBe(false);
  });
});

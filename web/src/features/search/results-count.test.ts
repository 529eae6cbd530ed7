import { SEARCH_TEXT_TOTAL_BOUND, SEARCH_TOTAL_BOUND } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { resultsCountText } from './results-count.ts';

describe('resultsCountText', () => {
  it('says it is searching while no count is known', () => {
    expect(resultsCountText(undefined)).toBe('Buscando campos…');
  });

  it('gives an exact count with dotted thousands, singular for one', () => {
    expect(resultsCountText({ total: 0, totalIsExact: true })).toBe('0 campos encontrados');
    expect(resultsCountText({ total: 1, totalIsExact: true })).toBe('1 campo encontrado');
    expect(resultsCountText({ total: 60, totalIsExact: true })).toBe('60 campos encontrados');
    expect(resultsCountText({ total: 9999, totalIsExact: true })).toBe('9.999 campos encontrados');
    expect(resultsCountText({ total: SEARCH_TOTAL_BOUND, totalIsExact: true })).toBe(
      '10.000 campos encontrados',
    );
  });

  it("says 'Más de 10.000 campos' where the API stops counting", () => {
    expect(resultsCountText({ total: SEARCH_TOTAL_BOUND, totalIsExact: false })).toBe('Más de 10.000 campos');
    // A text search stops counting sooner.
    expect(resultsCountText({ total: SEARCH_TEXT_TOTAL_BOUND, totalIsExact: false })).toBe(
      'Más de 1.000 campos',
    );
  });
});

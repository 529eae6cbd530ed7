import { describe, expect, it } from 'vitest';
import { budgetLabel, choiceLetter, REQUEST_STEPS, requestProgress } from './request-steps.ts';

describe('requestProgress (spec §4)', () => {
  it('goes 0, 20, 40, 60, 80 and stays at 80 until sent', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((answered) => requestProgress(answered, null))).toEqual([
      0, 20, 40, 60, 80, 80, 80,
    ]);
  });
  it('is 100 once sent and back to 0 when sending fails', () => {
    expect(requestProgress(6, 'sent')).toBe(100);
    expect(requestProgress(6, 'failed')).toBe(0);
  });
});

describe('the six steps', () => {
  it('ask for the six fields of the buyer request, in order', () => {
    expect(REQUEST_STEPS.map((step) => step.field)).toEqual([
      'name',
      'property',
      'price',
      'location',
      'phone',
      'method',
    ]);
  });
  it('label choices with letters and budgets with spaced dashes', () => {
    expect([0, 1, 9].map(choiceLetter)).toEqual(['A', 'B', 'J']);
    expect(budgetLabel('1.200.000-2.000.000')).toBe('1.200.000 – 2.000.000');
    expect(budgetLabel('Necesito que me asesoren')).toBe('Necesito que me asesoren');
  });
});

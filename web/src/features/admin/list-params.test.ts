import { LEAD_KINDS } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { pickOption, pickPage, withFilter, withPage } from './list-params.ts';

describe('list filters in the address', () => {
  it('accepts only known options', () => {
    expect(pickOption('report', LEAD_KINDS)).toBe('report');
    expect(pickOption('otra', LEAD_KINDS)).toBeUndefined();
    expect(pickOption(null, LEAD_KINDS)).toBeUndefined();
  });

  it('reads the page as a positive integer', () => {
    expect(pickPage('3')).toBe(3);
    expect(pickPage(null)).toBe(1);
    expect(pickPage('0')).toBe(1);
    expect(pickPage('2.5')).toBe(1);
    expect(pickPage('x')).toBe(1);
  });

  it('starts a changed filter from the first page', () => {
    const current = new URLSearchParams('kind=report&page=4');
    expect(withFilter(current, 'status', 'nuevo').toString()).toBe('kind=report&status=nuevo');
    expect(withFilter(current, 'kind', undefined).toString()).toBe('');
    expect(current.toString()).toBe('kind=report&page=4');
  });

  it('links to another page keeping the filters', () => {
    const current = new URLSearchParams('kind=report&page=4');
    expect(withPage(current, 5).toString()).toBe('kind=report&page=5');
    expect(withPage(current, 1).toString()).toBe('kind=report');
  });
});

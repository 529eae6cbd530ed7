import { describe, expect, it } from 'vitest';
import { newestFirst } from './timestamps.ts';

describe('newestFirst', () => {
  it('orders ISO timestamps from the newest, keeping equal ones', () => {
    const dates = [
      '2026-01-05T10:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2026-01-05T10:00:00.000Z',
    ];
    expect([...dates].sort(newestFirst)).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-01-05T10:00:00.000Z',
      '2026-01-05T10:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { nextPageParam } from './search-properties.ts';

const info = { hasNextPage: true, nextPage: 2, page: 1, total: 60, totalIsExact: true, nextCursor: 'c2' };

describe('nextPageParam', () => {
  it("asks for the next page by the API's cursor", () => {
    expect(nextPageParam(info)).toEqual({ cursor: 'c2' });
  });

  it('falls back to the page number when a response has no cursor', () => {
    expect(nextPageParam({ ...info, nextCursor: null })).toEqual({ page: '2' });
  });

  it('stops after the last page', () => {
    expect(nextPageParam({ ...info, hasNextPage: false, nextPage: null, nextCursor: null })).toBeUndefined();
  });
});

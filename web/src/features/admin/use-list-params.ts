import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pickPage, withFilter, withPage } from './list-params.ts';

/**
 * A back-office list's filters and page live in the address, so a reload, a shared link or the
 * back button keep them. Each change is a history entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: string, value: string | undefined) =>
      setParams((current) => withFilter(current, key, value), { preventScrollReset: true }),
    [setParams],
  );
  const pageSearch = useCallback((page: number) => `?${withPage(params, page)}`, [params]);
  return { params, page: pickPage(params.get('page')), setFilter, pageSearch };
}

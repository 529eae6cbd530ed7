import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ResultsView, resultsViewOf, withResultsView } from './results-view.ts';

/** 'Lista | Mapa': which view the URL asks for, and a switch that is a history entry of its own. */
export function useResultsView() {
  const [params, setParams] = useSearchParams();
  const view = resultsViewOf(params);
  const setView = useCallback(
    (next: ResultsView) =>
      setParams((current) => withResultsView(current, next), { preventScrollReset: true }),
    [setParams],
  );
  return { view, setView };
}

import type { DehydratedState } from '@tanstack/react-query';
import { SERVED_AT_METRIC, SSR_STATE_ID } from '@tranquera/contracts';

export { SSR_STATE_ID };

/**
 * A server-rendered page's query data, fresh from when the server sent it (`servedAt`): the
 * server keeps a rendered page only until the next write
 * (server/src/modules/pages/rendered-pages.ts), so data rendered a minute ago was still current
 * when the page left. Without it, such data would count as stale on arrival and every query would
 * be fetched again while the page hydrates.
 */
export function readServerState(block: HTMLElement, servedAt: number | undefined): DehydratedState {
  const state = JSON.parse(block.textContent ?? '') as DehydratedState;
  return servedAt !== undefined ? asCurrentAt(state, servedAt) : state;
}

/**
 * When the server sent this document, from its Server-Timing header (the same bytes go to every
 * visitor, so it is not in the HTML). Undefined where the browser doesn't expose it: the data
 * then counts from its render, and is fetched again if older than its freshness.
 */
export function documentServedAt(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const metric = navigation?.serverTiming?.find((entry) => entry.name === SERVED_AT_METRIC);
  const servedAt = Number(metric?.description);
  return metric && Number.isFinite(servedAt) && servedAt > 0 ? servedAt : undefined;
}

/** The same answers, known to be current at `servedAt` (an error stays an error, as recent). */
export function asCurrentAt(state: DehydratedState, servedAt: number): DehydratedState {
  const current = (stamp: number) => (stamp > 0 ? Math.max(stamp, servedAt) : stamp);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: current(query.state.dataUpdatedAt),
        errorUpdatedAt: current(query.state.errorUpdatedAt),
      },
    })),
  };
}

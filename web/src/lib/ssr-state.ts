import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block holding a server-rendered page's query data (entry-server.tsx). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * A server-rendered page's query data, fresh from when the server sent it: the server keeps a
 * rendered page only until the next write (server/src/modules/pages/rendered-pages.ts), so data
 * rendered a minute ago was still current when the page left, and the block's `data-served-at`
 * says when that was. Without it, such data would count as stale on arrival and every query would
 * be fetched again while the page hydrates.
 */
export function readServerState(block: HTMLElement): DehydratedState {
  const state = JSON.parse(block.textContent ?? '') as DehydratedState;
  const servedAt = Number(block.dataset.servedAt);
  return Number.isFinite(servedAt) ? asCurrentAt(state, servedAt) : state;
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

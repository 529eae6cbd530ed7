import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS } from './app-providers.tsx';
import { readServerState } from './lib/ssr-state.ts';

afterEach(() => vi.useRealTimers());

const RENDERED_AT = Date.parse('2026-11-27T12:00:00Z');

/** The JSON block a server page carries: data fetched at RENDERED_AT. */
async function serverBlock() {
  vi.useFakeTimers({ now: RENDERED_AT, toFake: ['Date'] });
  const server = new QueryClient();
  await server.prefetchQuery({
    queryKey: ['properties', 'detail', 'a1'],
    queryFn: async () => ({ title: 'Campo' }),
  });
  return { textContent: JSON.stringify(dehydrate(server)) } as HTMLElement;
}

/** Whether a page's query, sent at `servedAt` and mounted on hydration at `now`, asks the server again. */
async function fetchesOnHydration(block: HTMLElement, servedAt: number | undefined, now: number) {
  vi.setSystemTime(now);
  const browser = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  hydrate(browser, readServerState(block, servedAt));
  const queryFn = vi.fn(async () => ({ title: 'Campo' }));
  const observer = new QueryObserver(browser, { queryKey: ['properties', 'detail', 'a1'], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe('a server page’s query data on hydration', () => {
  it('is fresh from when the server sent it, not from when it rendered it', async () => {
    // Rendered a minute before it was sent (kept by the server, no write meanwhile), read at once.
    const block = await serverBlock();
    expect(await fetchesOnHydration(block, RENDERED_AT + 60_000, RENDERED_AT + 61_000)).toBe(false);
  });

  it('is fetched again once it was sent longer ago than data stays fresh', async () => {
    const block = await serverBlock();
    expect(await fetchesOnHydration(block, RENDERED_AT + 60_000, RENDERED_AT + 60_000 + 31_000)).toBe(true);
  });

  it('counts from the render when the page does not say when it was sent', async () => {
    const block = await serverBlock();
    expect(await fetchesOnHydration(block, undefined, RENDERED_AT + 61_000)).toBe(true);
    expect(await fetchesOnHydration(block, undefined, RENDERED_AT + 1_000)).toBe(false);
  });
});

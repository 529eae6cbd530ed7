import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, QUERY_DEFAULTS } from './app-providers.tsx';
import { configureApiTransport, isNotFoundError } from './lib/api-client.ts';
import { configureSite, type SiteConfig } from './lib/site-config.ts';
import { AppRoutes, matchPages, preloadPage, routesFor } from './routes/route-tree.tsx';
import { LAYOUT_DATA, PAGE_DATA } from './routes/page-data.ts';

// The server's side of server rendering (server/src/modules/pages/server-render.ts loads the
// build of this file): a public page rendered with its data, for phones that paint before any
// JavaScript runs and for crawlers that run none. See docs/decisions/server-rendering.md.

export interface ServerRenderInput {
  /** The page's path and query. */
  url: string;
  /** The app's own API, answered in-process. */
  fetch: typeof fetch;
  site: SiteConfig;
}

export interface ServerRender {
  /** Writes the page's HTML (what goes inside #root). */
  pipe: PipeableStream['pipe'];
  /** The page's query data, for the JSON block the browser hydrates from. */
  state: unknown;
}

/** Loaded data, and 'not found' answers: the page rendered them, hydration must see them too. */
const DEHYDRATE = {
  shouldDehydrateQuery: (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
    defaultShouldDehydrateQuery(query) || isNotFoundError(query.state.error),
};

/** Null when the router answers with a redirect rather than a page (none does today). */
export async function renderPage(input: ServerRenderInput): Promise<ServerRender | null> {
  configureApiTransport(input.fetch);
  configureSite(input.site);
  const url = new URL(input.url, 'http://tranquera.server');
  // The matched page's code, loaded before rendering (no fallback in its place); there are no
  // loaders, data is TanStack Query's.
  await preloadPage(url.pathname);

  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retry: false } },
  });
  const { pages: matched, inLayout } = matchPages(url.pathname);
  const pages = matched.flatMap(({ handle, params }) => (handle.page ? [{ page: handle.page, params }] : []));
  await Promise.all([
    ...(inLayout ? [LAYOUT_DATA(queryClient)] : []),
    ...pages.map(({ page, params }) => PAGE_DATA[page]?.(queryClient, params, url.searchParams)),
  ]);

  const page = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes routes={routesFor(url.pathname)} />
      </StaticRouter>
    </AppProviders>
  );
  // Everything is rendered before the first byte of the page's body: with all data fetched this
  // is quick, and complete boundaries need none of React's inline scripts (the CSP forbids them).
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      // A large Suspense boundary (a page) would otherwise be sent apart from its place and moved
      // there by an inline script, which the CSP blocks: every boundary stays where it is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve({ pipe: stream.pipe, state: dehydrate(queryClient, DEHYDRATE) }),
      onShellError: reject,
      onError(error) {
        console.error('server render:', error);
      },
    });
  });
}

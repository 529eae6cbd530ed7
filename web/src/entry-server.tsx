import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, QUERY_DEFAULTS } from './app-providers.tsx';
import { configureApiTransport, isNotFoundError } from './lib/api-client.ts';
import { configureSite, type SiteConfig } from './lib/site-config.ts';
import type { PageHandle } from './routes/route-tree.tsx';
import { routeTree } from './routes/route-tree.tsx';
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

const handler = createStaticHandler(routeTree);

/** Loaded data, and 'not found' answers: the page rendered them, hydration must see them too. */
const DEHYDRATE = {
  shouldDehydrateQuery: (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
    defaultShouldDehydrateQuery(query) || isNotFoundError(query.state.error),
};

/** Null when the router answers with a redirect rather than a page. */
export async function renderPage(input: ServerRenderInput): Promise<ServerRender | null> {
  configureApiTransport(input.fetch);
  configureSite(input.site);
  const url = new URL(input.url, 'http://tranquera.server');
  // Loads the matched routes' code (lazy routes); there are no loaders, data is TanStack Query's.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retry: false } },
  });
  const pages = context.matches.flatMap((match) => {
    const page = (match.route.handle as PageHandle | undefined)?.page;
    return page ? [{ page, params: match.params }] : [];
  });
  const inLayout = context.matches.length > pages.length;
  await Promise.all([
    ...(inLayout ? [LAYOUT_DATA(queryClient)] : []),
    ...pages.map(({ page, params }) => PAGE_DATA[page]?.(queryClient, params, url.searchParams)),
  ]);

  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  // Everything is rendered before the first byte of the page's body: with all data fetched this
  // is quick, and complete boundaries need none of React's inline scripts (the CSP forbids them).
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      onAllReady: () => resolve({ pipe: stream.pipe, state: dehydrate(queryClient, DEHYDRATE) }),
      onShellError: reject,
      onError(error) {
        console.error('server render:', error);
      },
    });
  });
}

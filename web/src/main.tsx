import { hydrate, QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, QUERY_DEFAULTS } from './app-providers.tsx';
import { endSession, getSessionSnapshot, readSession, subscribeSession } from './features/auth/session.ts';
import { configureApiClient } from './lib/api-client.ts';
import { prefetchNextPages } from './lib/next-pages.ts';
import { documentServedAt, readServerState, SSR_STATE_ID } from './lib/ssr-state.ts';
import { whenIdle } from './lib/when-idle.ts';
import { AppRoutes, preloadPage } from './routes/route-tree.tsx';

// The API client sends the session's token and ends the session when the server rejects it.
configureApiClient({ getToken: () => readSession()?.token, onUnauthorized: () => endSession('expired') });

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

// Answers read with a token (an owner's hidden listing, the team's lists) must not outlive the
// session: when it ends, the next visitor of this tab starts from an empty cache.
let signedInAs = readSession()?.user._id ?? null;
subscribeSession(() => {
  const now = getSessionSnapshot().session?.user._id ?? null;
  if (signedInAs !== null && now !== signedInAs) queryClient.clear();
  signedInAs = now;
});
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/**
 * The router updates synchronously, not in a transition: a checkbox or radio controlled by the
 * URL (the search filters) shows its new state at once.
 */
const app = (
  <AppProviders queryClient={queryClient}>
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// Public pages come server-rendered with their data (a JSON block, as the CSP allows no inline
// script); protected pages and `npm run dev` get the empty shell and render here.
const state = document.getElementById(SSR_STATE_ID);
// The current page's code first: a page still loading would render its fallback where the
// server rendered the page (a hydration mismatch).
await preloadPage(window.location.pathname);
if (state?.textContent) {
  hydrate(queryClient, readServerState(state, documentServedAt()));
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer
  // between them (a tap meanwhile hydrates its part first): one long task would freeze a slow
  // phone for a few hundred milliseconds right after the page has painted.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A hydration mismatch is a bug (the server rendered something else): said on the console,
      // where the browser tests catch it.
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  });
} else {
  createRoot(root).render(app);
}
// Where a visitor goes next (a search, a listing) opens without waiting for its code.
whenIdle(prefetchNextPages, 5000);

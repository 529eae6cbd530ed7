import { matchPage, PAGE_NAMES, PAGES, type PageName } from '@tranquera/contracts';
import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { HydrationMark } from '../lib/hydration-mark.tsx';
import { type LazyPage, lazyPage } from '../lib/lazy-page.tsx';
import { SiteNavigation } from '../lib/site-link.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Shown while the first page's code loads (the layout has its own loading bar). */
function PageLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

// Every page is its own chunk; the layout ships with the entry so navigation feels instant.
// A Record, so a page added to the route table (contracts) does not compile without its component.
const PAGES_CODE: Record<PageName, LazyPage> = {
  home: lazyPage(() => import('./home.tsx').then((m) => m.HomePage)),
  landing: lazyPage(() => import('./landing.tsx').then((m) => m.LandingPage)),
  listingProperties: lazyPage(() => import('./listing-properties.tsx').then((m) => m.ListingPropertiesPage)),
  requestProperty: lazyPage(() => import('./request-property.tsx').then((m) => m.RequestPropertyPage)),
  propertyDetail: lazyPage(() => import('./property-detail.tsx').then((m) => m.PropertyDetailPage)),
  userPage: lazyPage(() => import('./user-page.tsx').then((m) => m.UserPage)),
  contact: lazyPage(() => import('./contact.tsx').then((m) => m.ContactPage)),
  marketPrices: lazyPage(() => import('./market-prices.tsx').then((m) => m.MarketPricesPage)),
  termsOfService: lazyPage(() => import('./terms-of-service.tsx').then((m) => m.TermsOfServicePage)),
  privacyPolicy: lazyPage(() => import('./privacy-policy.tsx').then((m) => m.PrivacyPolicyPage)),
  login: lazyPage(() => import('./login.tsx').then((m) => m.LoginPage)),
  signup: lazyPage(() => import('./signup.tsx').then((m) => m.SignupPage)),
  changePassword: lazyPage(() => import('./change-password.tsx').then((m) => m.ChangePasswordPage)),
  changeEmail: lazyPage(() => import('./change-email.tsx').then((m) => m.ChangeEmailPage)),
  postProperty: lazyPage(() => import('./post-property.tsx').then((m) => m.PostPropertyPage)),
  editProperty: lazyPage(() => import('./edit-property.tsx').then((m) => m.EditPropertyPage)),
  message: lazyPage(() => import('./message.tsx').then((m) => m.MessagePage)),
  profile: lazyPage(() => import('./profile.tsx').then((m) => m.ProfilePage)),
  myProperties: lazyPage(() => import('./my-properties.tsx').then((m) => m.MyPropertiesPage)),
  chats: lazyPage(() => import('./chats.tsx').then((m) => m.ChatsPage)),
  chat: lazyPage(() => import('./chat.tsx').then((m) => m.ChatPage)),
  configuration: lazyPage(() => import('./configuration.tsx').then((m) => m.ConfigurationPage)),
  favorites: lazyPage(() => import('./favorites.tsx').then((m) => m.FavoritesPage)),
  savedSearches: lazyPage(() => import('./saved-searches.tsx').then((m) => m.SavedSearchesPage)),
  savedSearchUnsubscribe: lazyPage(() =>
    import('./saved-search-unsubscribe.tsx').then((m) => m.SavedSearchUnsubscribePage),
  ),
  admin: lazyPage(() => import('./admin-dashboard.tsx').then((m) => m.AdminDashboardPage)),
  adminLeads: lazyPage(() => import('./admin-leads.tsx').then((m) => m.AdminLeadsPage)),
  adminProperties: lazyPage(() => import('./admin-properties.tsx').then((m) => m.AdminPropertiesPage)),
  adminFlags: lazyPage(() => import('./admin-flags.tsx').then((m) => m.AdminFlagsPage)),
  adminUsers: lazyPage(() => import('./admin-users.tsx').then((m) => m.AdminUsersPage)),
  adminAudit: lazyPage(() => import('./admin-audit.tsx').then((m) => m.AdminAuditPage)),
};

/** Pages without the site's top bar and footer (spec §2: the buyer request form). */
const FULL_SCREEN = new Set<PageName>(['requestProperty']);

/** What a matched route tells the renderers: which page of the route table it is, and its code. */
export interface PageHandle {
  /** Absent on the 404 page, which is not in the route table. */
  page?: PageName;
  preload: () => Promise<void>;
}

/** A page's route element: its code, and a blank page while the code is on its way. */
function pageElement({ Page }: LazyPage) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <HydrationMark />
    </Suspense>
  );
}

function pageRoute(name: PageName): RouteObject {
  const { path } = PAGES[name];
  const code = PAGES_CODE[name];
  const handle: PageHandle = { page: name, preload: code.preload };
  const element = pageElement(code);
  return path === '/' ? { index: true, element, handle } : { path, element, handle };
}

/** The 404 page; also what a listing page shows for an unknown listing (property-detail.tsx). */
export const notFound = lazyPage(() => import('./not-found.tsx').then((m) => m.NotFoundPage));

const inLayout = PAGE_NAMES.filter((name) => !FULL_SCREEN.has(name));
const byAccess = (access: 'public' | 'protected') =>
  inLayout.filter((name) => PAGES[name].access === access).map(pageRoute);

/** The route objects of the React router, built from the route table in contracts. */
export const routeTree: RouteObject[] = [
  ...[...FULL_SCREEN].map(pageRoute),
  {
    element: <RootLayout />,
    children: [
      ...byAccess('public'),
      // Protected pages (spec §2): without a session they redirect to /login and come back.
      { element: <RequireSession />, children: byAccess('protected') },
      {
        path: '*',
        element: pageElement(notFound),
        handle: { preload: notFound.preload } satisfies PageHandle,
      },
    ],
  },
];

/** The routes with only `name`'s branch and the 404 left (layouts kept where a kept route sits). */
function pruneTo(routes: RouteObject[], name: PageName): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.path === '*' || (route.handle as PageHandle | undefined)?.page === name) return [route];
    if (!route.children) return [];
    const children = pruneTo(route.children, name);
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

const branches = new Map<PageName, RouteObject[]>();

/**
 * The router's routes to match `pathname` against: the page's own branch (and the 404), picked
 * by the route table's matcher; the whole tree when that finds no page (the router also matches
 * regardless of case). React Router flattens and ranks every route it is given on each match;
 * over the whole tree that was a tenth of a server-rendered page's CPU, three times a page. The
 * branch matches as the whole tree does (route-tree.test.ts compares them).
 */
export function routesFor(pathname: string): RouteObject[] {
  const name = matchPage(pathname)?.name;
  if (!name) return routeTree;
  let routes = branches.get(name);
  if (!routes) {
    routes = pruneTo(routeTree, name);
    branches.set(name, routes);
  }
  return routes;
}

/**
 * The pages a path opens (with their route parameters), outermost first, and whether they sit
 * in the site's layout (a match without a page of its own: the layout or the session guard).
 */
export function matchPages(pathname: string) {
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  const pages = matches.flatMap(({ route, params }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [{ handle, params }] : [];
  });
  return { pages, inLayout: matches.length > pages.length };
}

/**
 * Loads the code of the page a path opens. Before hydrating (and before rendering on the
 * server), so the page renders at once instead of a fallback where the server's HTML is.
 */
export async function preloadPage(pathname: string) {
  await Promise.all(matchPages(pathname).pages.map(({ handle }) => handle.preload()));
}

/**
 * The router's routes, with the last resort for a page that fails. The server renders one page
 * per router and passes that page's branch (`routesFor`); it renders the same markup.
 */
export function AppRoutes({ routes = routeTree }: { routes?: RouteObject[] }) {
  return (
    <SiteNavigation>
      <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
    </SiteNavigation>
  );
}

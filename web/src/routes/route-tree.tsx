import { PAGE_NAMES, PAGES, type PageName } from '@tranquera/contracts';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** Shown while the first page's code loads (the layout has its own loading bar). */
function PageLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

// Every page is its own chunk; the layout ships with the entry so navigation feels instant.
// A Record, so a page added to the route table (contracts) does not compile without its component.
const PAGE_COMPONENTS: Record<PageName, RouteObject['lazy']> = {
  home: () => import('./home.tsx').then((m) => ({ Component: m.HomePage })),
  landing: () => import('./landing.tsx').then((m) => ({ Component: m.LandingPage })),
  listingProperties: () =>
    import('./listing-properties.tsx').then((m) => ({ Component: m.ListingPropertiesPage })),
  requestProperty: () => import('./request-property.tsx').then((m) => ({ Component: m.RequestPropertyPage })),
  propertyDetail: () => import('./property-detail.tsx').then((m) => ({ Component: m.PropertyDetailPage })),
  userPage: () => import('./user-page.tsx').then((m) => ({ Component: m.UserPage })),
  contact: () => import('./contact.tsx').then((m) => ({ Component: m.ContactPage })),
  marketPrices: () => import('./market-prices.tsx').then((m) => ({ Component: m.MarketPricesPage })),
  termsOfService: () => import('./terms-of-service.tsx').then((m) => ({ Component: m.TermsOfServicePage })),
  privacyPolicy: () => import('./privacy-policy.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
  login: () => import('./login.tsx').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('./signup.tsx').then((m) => ({ Component: m.SignupPage })),
  changePassword: () => import('./change-password.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
  changeEmail: () => import('./change-email.tsx').then((m) => ({ Component: m.ChangeEmailPage })),
  postProperty: () => import('./post-property.tsx').then((m) => ({ Component: m.PostPropertyPage })),
  editProperty: () => import('./edit-property.tsx').then((m) => ({ Component: m.EditPropertyPage })),
  message: () => import('./message.tsx').then((m) => ({ Component: m.MessagePage })),
  profile: () => import('./profile.tsx').then((m) => ({ Component: m.ProfilePage })),
  myProperties: () => import('./my-properties.tsx').then((m) => ({ Component: m.MyPropertiesPage })),
  chats: () => import('./chats.tsx').then((m) => ({ Component: m.ChatsPage })),
  chat: () => import('./chat.tsx').then((m) => ({ Component: m.ChatPage })),
  configuration: () => import('./configuration.tsx').then((m) => ({ Component: m.ConfigurationPage })),
  favorites: () => import('./favorites.tsx').then((m) => ({ Component: m.FavoritesPage })),
  savedSearches: () => import('./saved-searches.tsx').then((m) => ({ Component: m.SavedSearchesPage })),
  savedSearchUnsubscribe: () =>
    import('./saved-search-unsubscribe.tsx').then((m) => ({ Component: m.SavedSearchUnsubscribePage })),
  admin: () => import('./admin-dashboard.tsx').then((m) => ({ Component: m.AdminDashboardPage })),
  adminLeads: () => import('./admin-leads.tsx').then((m) => ({ Component: m.AdminLeadsPage })),
  adminProperties: () => import('./admin-properties.tsx').then((m) => ({ Component: m.AdminPropertiesPage })),
  adminFlags: () => import('./admin-flags.tsx').then((m) => ({ Component: m.AdminFlagsPage })),
  adminUsers: () => import('./admin-users.tsx').then((m) => ({ Component: m.AdminUsersPage })),
  adminAudit: () => import('./admin-audit.tsx').then((m) => ({ Component: m.AdminAuditPage })),
};

/** Pages without the site's top bar and footer (spec §2: the buyer request form). */
const FULL_SCREEN = new Set<PageName>(['requestProperty']);

/** What a matched route tells the server renderer: which page of the route table it is. */
export interface PageHandle {
  page: PageName;
}

function pageRoute(name: PageName): RouteObject {
  const { path } = PAGES[name];
  const handle: PageHandle = { page: name };
  return path === '/'
    ? { index: true, lazy: PAGE_COMPONENTS[name], handle }
    : { path, lazy: PAGE_COMPONENTS[name], handle };
}

const inLayout = PAGE_NAMES.filter((name) => !FULL_SCREEN.has(name));
const byAccess = (access: 'public' | 'protected') =>
  inLayout.filter((name) => PAGES[name].access === access).map(pageRoute);

/** The route objects of the React router, built from the route table in contracts. */
export const routeTree: RouteObject[] = [
  ...[...FULL_SCREEN].map((name) => ({
    ...pageRoute(name),
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
  })),
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      ...byAccess('public'),
      // Protected pages (spec §2): without a session they redirect to /login and come back.
      { element: <RequireSession />, children: byAccess('protected') },
      {
        path: '*',
        lazy: () => import('./not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

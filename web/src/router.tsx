import { createBrowserRouter } from 'react-router';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

// Every page is its own chunk; the layout ships with the entry so navigation feels instant.
export const router = createBrowserRouter([
  {
    path: '/request-property',
    errorElement: <RouteErrorPage />,
    lazy: () => import('./routes/request-property.tsx').then((m) => ({ Component: m.RequestPropertyPage })),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'listing-properties',
        lazy: () =>
          import('./routes/listing-properties.tsx').then((m) => ({ Component: m.ListingPropertiesPage })),
      },
      {
        path: 'property/:id',
        lazy: () => import('./routes/property-detail.tsx').then((m) => ({ Component: m.PropertyDetailPage })),
      },
      {
        path: 'user/:username',
        lazy: () => import('./routes/user-page.tsx').then((m) => ({ Component: m.UserPage })),
      },
      {
        path: 'terms-of-service',
        lazy: () =>
          import('./routes/terms-of-service.tsx').then((m) => ({ Component: m.TermsOfServicePage })),
      },
      {
        path: 'privacy-policy',
        lazy: () => import('./routes/privacy-policy.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);

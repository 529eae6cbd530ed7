import { createBrowserRouter } from 'react-router';
import { RequireSession } from './features/auth/components/require-session.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/** Shown while the first page's code loads (the layout has its own loading bar). */
function PageLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

// Every page is its own chunk; the layout ships with the entry so navigation feels instant.
export const router = createBrowserRouter([
  {
    path: '/request-property',
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    lazy: () => import('./routes/request-property.tsx').then((m) => ({ Component: m.RequestPropertyPage })),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
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
        path: 'login',
        lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'signup',
        lazy: () => import('./routes/signup.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'change-password',
        lazy: () => import('./routes/change-password.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
      },
      {
        path: 'contact',
        lazy: () => import('./routes/contact.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'change-email/:id',
        lazy: () => import('./routes/change-email.tsx').then((m) => ({ Component: m.ChangeEmailPage })),
      },
      {
        // Protected pages (spec §2): without a session they redirect to /login and come back.
        element: <RequireSession />,
        children: [
          {
            path: 'profile',
            lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: 'post-property',
            lazy: () => import('./routes/post-property.tsx').then((m) => ({ Component: m.PostPropertyPage })),
          },
          {
            path: 'edit-property/:id',
            lazy: () => import('./routes/edit-property.tsx').then((m) => ({ Component: m.EditPropertyPage })),
          },
          {
            path: 'my-properties',
            lazy: () => import('./routes/my-properties.tsx').then((m) => ({ Component: m.MyPropertiesPage })),
          },
          {
            path: 'configuration',
            lazy: () =>
              import('./routes/configuration.tsx').then((m) => ({ Component: m.ConfigurationPage })),
          },
          {
            path: 'message/:id',
            lazy: () => import('./routes/message.tsx').then((m) => ({ Component: m.MessagePage })),
          },
          {
            path: 'chats',
            lazy: () => import('./routes/chats.tsx').then((m) => ({ Component: m.ChatsPage })),
          },
          {
            path: 'chat/:id',
            lazy: () => import('./routes/chat.tsx').then((m) => ({ Component: m.ChatPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);

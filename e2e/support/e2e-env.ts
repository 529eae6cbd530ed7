// Every helper server of a run derives its port from the app's E2E_PORT, so engineers running
// the suite side by side on different E2E_PORTs never collide.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = E2E_PORT + 1000;
export const MAIL_API_PORT = E2E_PORT + 1100;
export const OIDC_PORT = E2E_PORT + 1200;

export const MAIL_API_URL = `http://127.0.0.1:${MAIL_API_PORT}`;
export const OIDC_ISSUER_URL = `http://127.0.0.1:${OIDC_PORT}`;

/**
 * The Google account the stand-in issuer signs a browser in as: chosen by the test through the
 * GOOGLE_USER_COOKIE on 127.0.0.1 (cookies ignore ports, so the issuer sees it), so tests
 * running at the same time never race to create the same account.
 */
export const GOOGLE_USER_COOKIE = 'e2e_google_user';
export function googleTestUser(who: string) {
  const id = who.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'default';
  return {
    sub: `e2e-google-${id}`,
    email: `martina.${id}@example.com`,
    email_verified: true,
    given_name: 'Martina',
    family_name: 'Quiroga',
  };
}
/** Google identities listed in the e2e server's ADMIN_EMAILS: one team member per project. */
export const TEAM_GOOGLE_USERS = ['equipo-desktop', 'equipo-mobile'];
export const GOOGLE_CLIENT = { id: 'tranquera-e2e', secret: 'e2e-secret' };

/**
 * A second server for large-catalogue.spec.ts: the demo data plus this many generated listings,
 * past the search's exact-count bound (SEARCH_TOTAL_BOUND, 10,000) and deep enough for 'Ver más'
 * to page 20 and beyond.
 */
export const LARGE_CATALOGUE_COPIES = 10_300;
export const LARGE_CATALOGUE_PORT = E2E_PORT + 1300;
export const LARGE_CATALOGUE_URL = `http://127.0.0.1:${LARGE_CATALOGUE_PORT}`;
/** What support/large-catalogue.ts prints as it starts filling: the run goes on from there. */
export const LARGE_CATALOGUE_FILLING = /large catalogue: filling/;

// A real OpenID Connect provider on loopback standing in for Google. Each sign-in gets the
// identity named by the browser's GOOGLE_USER_COOKIE (see googleTestUser). Run with `npx tsx`.
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_USER_COOKIE, googleTestUser, OIDC_ISSUER_URL, OIDC_PORT } from './e2e-env.ts';

const issuer = new OAuth2Server();
await issuer.issuer.keys.generate('RS256');
/** Authorization code → who the browser asked to be. */
const identities = new Map<string, string>();

issuer.service.on('beforeAuthorizeRedirect', (redirect, request) => {
  const cookie = request.headers.cookie ?? '';
  const who = new RegExp(`(?:^|;\\s*)${GOOGLE_USER_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? 'default';
  const code = redirect.url.searchParams.get('code');
  if (code) identities.set(code, decodeURIComponent(who));
});
issuer.service.on('beforeTokenSigning', (token, request) => {
  const code = (request.body as { code?: string } | undefined)?.code;
  Object.assign(token.payload, googleTestUser((code && identities.get(code)) ?? 'default'));
});

// Named by IP like the app, or it would call itself 'localhost' and never see the test cookie.
issuer.issuer.url = OIDC_ISSUER_URL;
await issuer.start(OIDC_PORT, '127.0.0.1');
console.log(`OIDC issuer: ${issuer.issuer.url}`);

const stop = () => {
  issuer.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

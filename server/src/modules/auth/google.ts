import { API } from '@tranquera/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { signInGoogleUser } from './service.ts';
import { joinTeamOnSignIn } from '../admin/team.ts';
import { signSessionToken, toSessionUser } from './tokens.ts';

const COOKIE = 'tranquera_oidc';
const CALLBACK_PATH = '/api/users/google-auth/callback';

/** The popup's page, for the API docs: the result travels by window message, not as JSON. */
const popupPageResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
const startResponses = {
  // `type: 'null'` is how @fastify/swagger learns that an answer has no body.
  302: z.null().meta({ description: 'Redirige al inicio de sesión de Google', type: 'null' }),
  502: popupPageResponse('El inicio de sesión con Google no pudo empezar: la página lo dice'),
  503: popupPageResponse('El inicio de sesión con Google no está configurado: la página lo dice'),
};

/**
 * Google sign-in (spec §4): an OpenID Connect authorization-code flow with PKCE, opened in a
 * popup. The popup ends on a page that hands `{token, user}` to our own origin only.
 */
export async function googleAuthRoutes(app: FastifyInstance) {
  const {
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_ISSUER: issuer,
  } = app.config;
  const origin = new URL(app.config.PUBLIC_URL).origin;
  const redirectUri = `${app.config.PUBLIC_URL}${CALLBACK_PATH}`;
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    if (!clientId || !clientSecret) return null;
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        execute: new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = null; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };

  app.get(
    '/google-auth',
    {
      schema: {
        tags: ['cuentas'],
        summary: 'Iniciar sesión con Google (abre en una ventana emergente)',
        response: startResponses,
      },
    },
    async (request, reply) => {
      const pending = configuration();
      if (!pending) return popupPage(reply, origin, { error: API.googleNotConfigured }, 503);
      try {
        const config = await pending;
        const verifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        reply.setCookie(COOKIE, JSON.stringify({ verifier, state, nonce }), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: origin.startsWith('https:'),
          path: '/api/users/google-auth',
          maxAge: 600,
        });
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
          prompt: 'select_account',
        });
        return reply.redirect(url.href);
      } catch (error) {
        request.log.error({ err: error }, 'google sign-in could not start');
        return popupPage(reply, origin, { error: API.googleFailed }, 502);
      }
    },
  );

  app.get('/google-auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(POPUP_SCRIPT),
  );

  app.get('/google-auth/callback', { schema: { hide: true } }, async (request, reply) => {
    const pending = configuration();
    if (!pending) return popupPage(reply, origin, { error: API.googleNotConfigured }, 503);
    const cookie = request.cookies[COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    reply.clearCookie(COOKIE, { path: '/api/users/google-auth' });
    try {
      if (!unsigned?.valid || !unsigned.value) throw new Error('missing or forged flow cookie');
      const checks = JSON.parse(unsigned.value) as { verifier: string; state: string; nonce: string };
      const config = await pending;
      const currentUrl = new URL(request.url, app.config.PUBLIC_URL);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims?.email_verified !== true || typeof claims.email !== 'string') {
        throw new Error('Google did not return a verified e-mail');
      }
      const account = await signInGoogleUser(app.db, {
        subject: claims.sub,
        email: claims.email,
        firstName:
          typeof claims.given_name === 'string' ? claims.given_name : (claims.email.split('@')[0] ?? ''),
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        picture:
          typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
      });
      const user = await joinTeamOnSignIn(app.db, app.config, account);
      const token = await signSessionToken(app.config.JWT_SECRET, user);
      return popupPage(reply, origin, { token, user: toSessionUser(user) });
    } catch (error) {
      request.log.warn({ err: error }, 'google sign-in failed');
      return popupPage(reply, origin, { error: API.googleFailed }, 400);
    }
  });
}

/** The page the popup ends on: it posts the result to the opener, for our origin only, and closes. */
function popupPage(reply: FastifyReply, origin: string, data: Record<string, unknown>, status = 200) {
  // A JSON data block read by a script file: the Content-Security-Policy allows no inline scripts.
  const result = JSON.stringify({ data, origin }).replace(/</g, '\\u003c');
  const text = 'error' in data ? String(data.error) : 'Ingreso exitoso. Ya podés cerrar esta ventana.';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Google</title></head><body style="font-family:sans-serif;padding:24px">
<p>${text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>
<script type="application/json" id="google-result">${result}</script>
<script src="${POPUP_SCRIPT_PATH}"></script></body></html>`;
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The popup comes back from Google's origin: a stricter policy here would cut it off from
      // its opener (a new browsing context group), and the result could not be handed over.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(html)
  );
}

const POPUP_SCRIPT_PATH = '/api/users/google-auth/popup.js';
const POPUP_SCRIPT = `(function () {
  var block = document.getElementById('google-result');
  var result = block ? JSON.parse(block.textContent) : null;
  if (result && window.opener) { window.opener.postMessage(result.data, result.origin); window.close(); }
})();
`;

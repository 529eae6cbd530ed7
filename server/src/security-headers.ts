import helmet from 'helmet';
import { MAP_TILE_ORIGIN } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { s3SettingsOf } from './config.ts';

/**
 * Security headers on every response. The session token lives in session storage (spec §3), so
 * the Content-Security-Policy is the second wall against an injected script: scripts only from
 * our own origin, never inline, and each other kind of resource only from where the pages use it.
 *
 * Helmet itself, not its Fastify plugin: @fastify/helmet 13 builds a new helmet middleware (its
 * options checked, the policy's directives parsed and joined) on every request, 4.5 % of the
 * server's CPU on API reads (docs/decisions/server-cpu.md). The middleware is built once here.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const https = app.config.PUBLIC_URL.startsWith('https:');
  const s3 = s3SettingsOf(app.config);
  const photoOrigins = s3 ? [new URL(s3.publicUrl).origin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes (React's `style`, Leaflet's positioning); no inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles; Google profile pictures of accounts that signed in with Google; uploaded
        // photos, when they live on an object store (S3_PUBLIC_URL) instead of our origin.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          MAP_TILE_ORIGIN,
          'https://*.googleusercontent.com',
          ...photoOrigins,
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // A listing's YouTube video.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google sign-in runs in a popup that must keep talking to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Listing photos are shared (WhatsApp, e-mail clients, other sites' link previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

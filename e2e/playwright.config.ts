import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserPath } from './support/chromium.ts';
import {
  GOOGLE_CLIENT,
  googleTestUser,
  LARGE_CATALOGUE_FILLING,
  LARGE_CATALOGUE_PORT,
  LARGE_CATALOGUE_URL,
  MAIL_API_URL,
  OIDC_ISSUER_URL,
  SMTP_PORT,
  TEAM_GOOGLE_USERS,
} from './support/e2e-env.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A throwaway data directory per run: the production build on a fresh, seeded database. The
// workers load this file too, so the directory is chosen once and handed down through the
// environment; global-teardown.ts removes it unless the developer named it.
process.env.E2E_OWN_DATA_DIR ??= process.env.E2E_DATA_DIR ? '' : '1';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tranquera-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;
// The same for the large catalogue's server (E2E_LARGE_DATA_DIR reuses one already filled).
process.env.E2E_OWN_LARGE_DATA_DIR ??= process.env.E2E_LARGE_DATA_DIR ? '' : '1';
process.env.E2E_LARGE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tranquera-e2e-large-'));
const LARGE_DATA_DIR = process.env.E2E_LARGE_DATA_DIR;

// E2E_SERVER_CMD lets a developer run the server from source (`npx tsx ../server/src/main.ts`).
const SERVER_CMD = process.env.E2E_SERVER_CMD ?? 'node ../server/dist/main.js';
const WEB_DIST: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry, everywhere: a test that only passes on its retry is reported as flaky, and the
  // retry records the trace (below).
  retries: 1,
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A trace only on a failed test's retry: recording one for every test (its screencast and a
    // DOM snapshot per action) took a third of the suite's CPU on the 2-core CI machine
    // (docs/decisions/browser-tests.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath('tests'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // large-catalogue.spec.ts: past the exact-count bound, 'Ver más' to page 20. Playwright
      // starts its servers one after another; this one takes ~25 s to fill (demo data plus
      // generated copies), so it counts as started once the filling begins, goes on while the
      // others start and the first tests run, and the spec waits for it to answer
      // (support/large-catalogue-server.ts).
      command: `npx tsx support/large-catalogue.ts && ${SERVER_CMD}`,
      wait: { stdout: LARGE_CATALOGUE_FILLING },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(LARGE_CATALOGUE_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: LARGE_CATALOGUE_URL,
        DATA_DIR: LARGE_DATA_DIR,
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ...WEB_DIST,
      },
    },
    // Real mail (SMTP on loopback, read back over HTTP) and a real OpenID Connect issuer standing
    // in for Google; their ports derive from E2E_PORT (support/ports.ts).
    {
      command: 'npx tsx support/mail-capture.ts',
      url: `${MAIL_API_URL}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'npx tsx support/oidc-issuer.ts',
      url: `${OIDC_ISSUER_URL}/.well-known/openid-configuration`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: SERVER_CMD,
      url: `${BASE_URL}/api/properties/?limit=1`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR,
        SEED_DEMO: 'true',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ...WEB_DIST,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_ISSUER: OIDC_ISSUER_URL,
        // back-office.spec.ts: the team member signs in with Google as 'equipo-<project>'.
        ADMIN_EMAILS: TEAM_GOOGLE_USERS.map((who) => googleTestUser(who).email).join(','),
      },
    },
  ],
});

import { existsSync } from 'node:fs';

/**
 * The browsers the suite drives, both from Debian's Chromium packages (one source, one version):
 * the tests run the headless shell, which has no display compositor of its own and costs about a
 * third less CPU on this 2-core machine; Lighthouse measures with the full browser, as a phone's
 * Chrome renders (docs/decisions/browser-tests.md). CHROMIUM_PATH overrides both.
 */
export const BROWSERS = {
  tests: { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  lighthouse: { path: '/usr/bin/chromium', apt: 'chromium' },
} as const;

export type BrowserUse = keyof typeof BROWSERS;

/** The binary for a use: CHROMIUM_PATH, else its package's, else the full browser if that one is here. */
export function browserPath(use: BrowserUse): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const own = BROWSERS[use].path;
  if (existsSync(own) || !existsSync(BROWSERS.lighthouse.path)) return own;
  return BROWSERS.lighthouse.path;
}

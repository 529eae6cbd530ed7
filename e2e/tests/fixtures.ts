import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Every page test also fails on an uncaught error in the browser. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

export interface SessionUserSeed {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
}

/**
 * Starts the page signed in as `user` on the client only: an unsigned token whose payload
 * carries the user (the web app decodes, never verifies, it). Enough for what a page shows to
 * its owner; any authenticated API call would still be rejected by the server.
 */
export async function seedClientSession(page: Page, user: SessionUserSeed) {
  const payload = {
    user: { email_address: '', profile_image: null, profile: null, is_admin: false, ...user },
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const token = `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.unsigned`;
  await page.addInitScript(
    (auth) => sessionStorage.setItem('auth', auth),
    JSON.stringify({ token, user: payload.user }),
  );
}

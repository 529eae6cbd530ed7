import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Judge the page as it settles: mid fade-in, text is paler than it will be (colour contrast).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Every page test also fails on an uncaught error in the browser, and on anything the
 * Content-Security-Policy blocked (Chromium reports each refusal on the console).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The whole context: popups (Google sign-in) are pages of their own.
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

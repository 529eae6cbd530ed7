import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Judged up to three times before failing: on a slow machine a toast can mount, half
  // transparent as it fades in, between the wait for animations and axe's scan (colour contrast
  // of a toast, 2026-11-27). A violation that stays fails, with its list. No time limit on a
  // scan (the test's own timeout bounds it): on CI's slow machine one scan of a busy page took
  // longer than the 10 s an earlier `toPass` allowed for all of them.
  let serious: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (attempt > 1) await page.waitForTimeout(1_000);
    await settleAnimations(page);
    serious = await seriousViolations(page);
    if (serious.length === 0) return;
  }
  expect(serious).toEqual([]);
}

/** Judge the page as it settles: mid fade-in, text is paler than it will be (colour contrast). */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * A browser's own report of a failed request (the tests provoke 4xx/5xx answers and run without
 * the map tiles' network): not an error of the app.
 */
const RESOURCE_FAILURE = /^Failed to load resource:/;

/**
 * Every page test also fails on an uncaught error in the browser and on any console error: a
 * hydration mismatch (React reports it there), anything the Content-Security-Policy blocked
 * (Chromium reports each refusal on the console), an error the app logged.
 */
export const test = base.extend<{ pageErrors: string[]; interactiveLoads: undefined }>({
  pageErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The whole context: popups (Google sign-in) are pages of their own.
      context.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) errors.push(text);
        else if (message.type() === 'error' && !RESOURCE_FAILURE.test(text)) errors.push(text);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A server-rendered page shows before its JavaScript runs, and a click then does nothing: as a
   * person waits for a page to respond, `goto` and `reload` return once the app has hydrated
   * (web/src/app-providers.tsx marks it). A page that never does fails where the test next
   * expects it to respond. A test asking for an earlier moment (`waitUntil: 'commit'` or
   * 'domcontentloaded') gets the page then, as before.
   */
  interactiveLoads: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const interactive = async (response: Response | null) => {
          if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
            await page
              .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
                timeout: 15_000,
              })
              .catch(() => {});
          }
          return response;
        };
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        const early = (options?: { waitUntil?: string }) =>
          options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
        page.goto = async (url, options) =>
          early(options) ? goto(url, options) : interactive(await goto(url, options));
        page.reload = async (...args) => interactive(await reload(...args));
      }
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

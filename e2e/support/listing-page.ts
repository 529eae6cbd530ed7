import { expect, type Page } from '@playwright/test';

/**
 * Opens a listing and waits until its page has hydrated: the server's HTML shows before the
 * scripts run, and a click on a button before then does nothing. The app marks the moment on
 * <html>, once the parts hydrated after the page (similar listings, the footer) have too
 * (web/src/lib/hydration-mark.tsx).
 */
export async function gotoListing(page: Page, id: string) {
  await page.goto(`/property/${id}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

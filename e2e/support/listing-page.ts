import { expect, type Page } from '@playwright/test';

/**
 * Opens a listing and waits until its page has hydrated: the server's HTML shows before the
 * scripts run, and a click on a button before then does nothing. Swiper taking over the
 * gallery marks the moment.
 */
export async function gotoListing(page: Page, id: string) {
  await page.goto(`/property/${id}`);
  await expect(page.locator('.swiper-initialized').first()).toBeAttached();
}

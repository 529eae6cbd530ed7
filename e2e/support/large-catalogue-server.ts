import { expect } from '@playwright/test';
import { LARGE_CATALOGUE_URL } from './e2e-env.ts';

/** How long the large catalogue may take to fill and start, on a slow machine busy with tests. */
export const LARGE_CATALOGUE_START_MS = 240_000;

/**
 * Waits until the large catalogue's server answers: Playwright moved on once it began filling
 * (playwright.config.ts), so the first test to need it waits here.
 */
export async function waitForLargeCatalogue(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${LARGE_CATALOGUE_URL}/api/properties/?limit=1`)).status;
        } catch {
          return 0;
        }
      },
      {
        message: `the large catalogue's server at ${LARGE_CATALOGUE_URL} (see its output above)`,
        timeout: LARGE_CATALOGUE_START_MS - 5_000,
        intervals: [500, 1_000],
      },
    )
    .toBe(200);
}

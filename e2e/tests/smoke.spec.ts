import { expect, test } from './fixtures.ts';

test('the app shell loads with the site title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Tranquera');
});

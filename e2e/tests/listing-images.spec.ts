import { expectResponsivePhotos, recordLayoutShifts } from '../support/listing-photos.ts';
import { expect, isMobile, test } from './fixtures.ts';

// Listing photos on the card grids (issue 11): the first photo comes first, then the rest of the
// first row; the rest waits until it nears the screen, and nothing moves while the page loads.

test.describe('listing photos on the grids', () => {
  test('search: the first photo at high priority, the rest of the first row at once, the other cards lazily', async ({
    page,
  }, testInfo) => {
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/listing-properties');
    const photos = page.getByRole('list', { name: 'Resultados' }).getByRole('img');
    await expect(photos.nth(4)).toBeAttached();
    const count = await photos.count();
    for (let i = 0; i < count; i++) {
      const photo = photos.nth(i);
      if (i === 0) {
        await expect(photo).toHaveAttribute('fetchpriority', 'high');
        await expect(photo).not.toHaveAttribute('loading', 'lazy');
      } else if (i < 3) {
        // On a slow phone network they would share the first photo's bandwidth.
        await expect(photo).not.toHaveAttribute('fetchpriority', /.*/);
        await expect(photo).toHaveAttribute('loading', 'eager');
      } else {
        await expect(photo).toHaveAttribute('loading', 'lazy');
        await expect(photo).toHaveAttribute('decoding', 'async');
      }
      await expect(photo).toHaveAttribute('srcset', /-sm\.webp 240w, .+-md\.webp 640w$/);
      await expect(photo).toHaveAttribute('sizes', /^\(min-width: 1280px\) 280px, .+, calc\(100vw - 32px\)$/);
    }
    // The server's HTML asks for the first card's photo before any script runs.
    const firstSrcset = await photos.first().getAttribute('srcset');
    await expect(
      page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').first(),
    ).toHaveAttribute('imagesrcset', firstSrcset ?? '');
    // 343 px on a phone, 280 px beside the filters: the 640 px card size, never the large one.
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(/-md\.webp$/);
    await expectResponsivePhotos(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    await page.screenshot({ path: testInfo.outputPath('search.png') });
  });

  test('home: the recommended listings, below the fold, wait; nothing moves', async ({ page }) => {
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Campos recomendados' });
    const photos = section.getByRole('img');
    await expect(photos.first()).toBeAttached();
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect(photo).not.toHaveAttribute('fetchpriority', /.*/);
    }
    await expectResponsivePhotos(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    if (isMobile(page)) await expect(section.locator('[data-swipe-card]').first()).toBeAttached();
  });
});

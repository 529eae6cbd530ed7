import { expect, type Page } from '@playwright/test';

// What the page's listing photos must do for a phone (issue 11): offer their stored sizes, hold
// their box before they arrive, and leave the layout where it was.

/** Every uploaded listing photo of the page offers its stored sizes and reserves its box. */
export async function expectResponsivePhotos(page: Page) {
  const photos = page.locator('main img[src*="/uploads/"]');
  const attributes = await photos.evaluateAll((images) =>
    images
      .filter((img) => /-(sm|md|lg)\.webp$/.test(img.getAttribute('src') ?? ''))
      .map((img) => ({
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
  );
  expect(attributes.length).toBeGreaterThan(0);
  for (const photo of attributes) {
    expect(photo.srcset, `${photo.src}`).toMatch(/\.webp \d+w, .+\.webp \d+w$/);
    expect(photo.sizes, `${photo.src}`).toMatch(/px/);
    expect(Number(photo.width), `${photo.src}`).toBeGreaterThan(0);
    expect(Number(photo.height), `${photo.src}`).toBeGreaterThan(0);
  }
}

/** Sums the page's layout shifts that no input caused (what CLS counts), from the first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

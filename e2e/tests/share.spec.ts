import type { APIRequestContext, Page } from '@playwright/test';
import { gotoListing } from '../support/listing-page.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// The listing page's 'Compartir' menu; its texts written here independently of the app.

interface Card {
  _id: string;
  listing_title: string;
}

async function aListing(request: APIRequestContext): Promise<Card> {
  const response = await request.get('/api/properties/?limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: Card[] }).payload[0]!;
}

async function openListing(page: Page, listing: Card) {
  await gotoListing(page, listing._id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.listing_title);
  return {
    url: new URL(`/property/${listing._id}`, page.url()).href,
    trigger: page.getByRole('button', { name: 'Compartir' }),
    menu: page.getByRole('menu', { name: 'Compartir' }),
  };
}

test.describe('share a listing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('offers WhatsApp with the title and address, and copies the address', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await aListing(request);
    const { url, trigger, menu } = await openListing(page, listing);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const whatsapp = menu.getByRole('menuitem', { name: /^WhatsApp/ });
    const href = await whatsapp.getAttribute('href');
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${listing.listing_title} ${url}`)}`);
    expect(new URL(href ?? '').searchParams.get('text')).toBe(`${listing.listing_title} ${url}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await page.screenshot({ path: testInfo.outputPath('share-menu.png') });
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('is used from the keyboard: Enter opens, arrows move, Escape closes', async ({ page, request }) => {
    const { url, trigger, menu } = await openListing(page, await aListing(request));
    const items = menu.getByRole('menuitem');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveAccessibleName(/^WhatsApp/);

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Copiar enlace' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // ArrowDown on the closed button opens it too; Enter chooses.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("offers the device's share sheet only where the browser has one", async ({ page, request }) => {
    const listing = await aListing(request);
    let { trigger, menu } = await openListing(page, listing);
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await trigger.click();
    await expect(menu.getByRole('menuitem', { name: 'Más opciones…' })).toHaveCount(hasShare ? 1 : 0);

    // A browser with the Web Share API (stood in for here): the sheet gets the title and address.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    ({ trigger, menu } = await openListing(page, listing));
    const url = new URL(`/property/${listing._id}`, page.url()).href;
    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Más opciones…' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: listing.listing_title, url });
  });
});

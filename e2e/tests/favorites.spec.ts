import { bearer, publishListing, registerUser, signInAs } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 13 (favourites): a buyer saves listings with the heart and finds them in /favoritos, at
// 1280 and 375 px; a visitor is sent to sign in first and comes back.

test('a buyer saves two favourites from search and the listing page, and finds them in /favoritos', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}${testInfo.retry}`;
  const seller = await registerUser(page.request, testInfo, 'Rubén', 'Vendedor');
  const first = `Campo favorito uno ${stamp}`;
  const second = `Campo favorito dos ${stamp}`;
  await publishListing(page, seller, first);
  const secondId = await publishListing(page, seller, second);
  const buyer = await registerUser(page.request, testInfo, 'Inés', 'Compradora');

  // A visitor's heart leads to the login page, and back to the search after signing in.
  await page.goto(`/listing-properties?search=${stamp}`);
  await page.getByRole('button', { name: `Guardar en favoritos: ${first}` }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, buyer);
  await page.goto(`/listing-properties?search=${stamp}`);
  const heart = page.getByRole('button', { name: `Guardar en favoritos: ${first}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = page.getByRole('button', { name: `Quitar de favoritos: ${first}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // The second one from its own page.
  await page.goto(`/property/${secondId}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('heading', { level: 1, name: second }).waitFor();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Guardar en favoritos: ${second}` })
    .first()
    .click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Quitar de favoritos: ${second}` })
      .first(),
  ).toBeVisible();

  // Below it, similar listings and the way on to the province (issue 13, similar listings).
  const similar = page.getByRole('region', { name: 'Campos similares' });
  await expect(similar.getByRole('listitem').first()).toBeVisible();
  await expect(similar.getByRole('link', { name: 'Ver más campos en Córdoba' })).toHaveAttribute(
    'href',
    /^\/campos\/venta\/cordoba/,
  );

  // Both in /favoritos, newest first, still there after a reload.
  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
  await expect(page.getByText('2 campos guardados')).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([second, first]);
  await page.reload();
  await expect(titles).toHaveText([second, first]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/favorites/favoritos-${testInfo.project.name}.png`, fullPage: true });

  // The owner sees how many people saved each one.
  const own = await page.request.get(`/api/properties/?limit=100&userId=${seller.user._id}`, {
    headers: bearer(seller),
  });
  const counts = ((await own.json()) as { payload: { listing_title: string; saved_count: number }[] })
    .payload;
  expect(counts.find((listing) => listing.listing_title === first)?.saved_count).toBe(1);

  // Removing one from the list.
  await page.getByRole('button', { name: `Quitar de favoritos: ${first}` }).click();
  await expect(titles).toHaveText([second]);
  await expect(page.getByText('1 campo guardado')).toBeVisible();
});

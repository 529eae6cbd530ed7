import type { APIRequestContext } from '@playwright/test';
import { publishListing, registerUser, signInAs } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

interface Owner {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
}

/** A seller with listings, found through the public API rather than assumed. */
async function sellerWithListings(request: APIRequestContext) {
  const response = await request.get('/api/properties/?limit=100');
  const { payload } = (await response.json()) as { payload: { user_id: Owner }[] };
  const owner = payload[0]?.user_id;
  if (!owner) throw new Error('the demo data has no listings');
  const mine = await request.get(`/api/properties/get-user-properties/${owner._id}/?limit=100`);
  const listings = ((await mine.json()) as { payload: { listing_title: string }[] }).payload;
  return { owner, listings };
}

test.describe('public user page', () => {
  test("shows the seller's name, contact button and listings, never phone or e-mail", async ({
    page,
    request,
  }) => {
    const { owner, listings } = await sellerWithListings(request);
    const name = `${owner.first_name} ${owner.last_name}`;
    await page.goto(`/user/${owner.username}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} - Tranquera`);
    await expect(page.getByRole('link', { name: 'Contactar' })).toHaveAttribute(
      'href',
      `/message/${owner._id}`,
    );
    const cards = page.getByRole('region', { name: 'Campos publicados' }).getByRole('article');
    await expect(cards).toHaveCount(listings.length);
    for (const listing of listings.slice(0, 3)) {
      await expect(page.getByRole('heading', { name: listing.listing_title, exact: true })).toBeVisible();
    }
    await expect(page.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the user sees Mi perfil on their own page', async ({ page, request }, testInfo) => {
    const account = await registerUser(request, testInfo, 'Elsa', 'Quiroga');
    await publishListing(page, account, 'Campo de Elsa en Ayacucho');
    const owner = account.user;
    await signInAs(page, account);
    await page.goto(`/user/${owner.username}`);
    await expect(page.getByRole('link', { name: 'Mi perfil' }).first()).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Contactar' })).toHaveCount(0);
  });

  test('a user without listings says so', async ({ page, request }) => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const username = `sinanuncios${suffix}`;
    const created = await request.post('/api/users/register', {
      data: {
        email_address: `sin.anuncios.${suffix}@example.com`,
        first_name: 'Rosa',
        last_name: 'Benítez',
        password: 'secreto123',
        passwordConfirmed: 'secreto123',
        profile: 'Interesado Directo',
        accept_emails_from_admin: false,
        username,
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/user/${username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosa Benítez');
    await expect(page.getByText('Interesado Directo')).toBeVisible();
    await expect(page.getByText('Rosa Benítez no tiene anuncios publicados.')).toBeVisible();
  });

  test('an unknown user is reported as not found', async ({ page }) => {
    await page.goto('/user/nadie-con-este-nombre');
    await expect(page.getByText('No se ha encontrado el usuario.')).toBeVisible();
    await expect(page).toHaveTitle('Usuario no encontrado - Tranquera');
    await expectNoSeriousA11yViolations(page);
  });

  test('a failing server shows the retry-later message', async ({ page }) => {
    // Simulated: a real 5xx cannot be provoked from outside.
    await page.route('**/api/users/get-user/**', (route) =>
      route.fulfill({ status: 500, json: { message: 'error' } }),
    );
    await page.goto('/user/alguien');
    await expect(
      page.getByText('Se ha producido un error al buscar el usuario. Intenta de nuevo más tarde.'),
    ).toBeVisible();
  });
});

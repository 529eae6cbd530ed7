import { publishListing, registerUser, signInAs } from '../support/accounts.ts';
import { waitForMailContaining } from '../support/mailbox.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 13 (saved searches and alerts), at 1280 and 375 px: a buyer saves 'Ganadero en Córdoba'
// with instant alerts, a matching listing is published, the alert arrives by e-mail (real SMTP
// capture) and its link unsubscribes without a session; /busquedas renames and deletes.

test('a buyer saves a search, gets an alert for a new listing and unsubscribes from its link', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}${testInfo.retry}`;
  const buyer = await registerUser(page.request, testInfo, 'Julieta', 'Buscadora');
  const seller = await registerUser(page.request, testInfo, 'Horacio', 'Vendedor');

  // A visitor is asked to sign in first.
  await page.goto('/listing-properties?category=Ganadero&state=C%C3%B3rdoba');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, buyer);
  await page.goto('/listing-properties?category=Ganadero&state=C%C3%B3rdoba');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  const name = dialog.getByLabel('Nombre de la búsqueda');
  // The name is suggested from the filters.
  await expect(name).toHaveValue('Campos ganaderos en Córdoba');
  await name.fill('Ganadero en Córdoba');
  await dialog.getByRole('radio', { name: /Al instante/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/saved-searches/dialog-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(page.getByText('Búsqueda guardada')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In /busquedas, from the account menu's page.
  await page.goto('/busquedas');
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Ganadero en Córdoba' }) });
  await expect(item.getByText('Ganadero · Córdoba')).toBeVisible();
  await expect(item.getByRole('combobox', { name: /Alertas/ })).toHaveValue('instant');
  await expect(item.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute(
    'href',
    '/listing-properties?state=C%C3%B3rdoba&category=Ganadero',
  );

  // A matching listing is published: the alert schedule wakes and the e-mail arrives.
  const title = `Campo ganadero con alerta ${stamp}`;
  const listingId = await publishListing(page, seller, title);
  const mail = await waitForMailContaining(buyer.user.email_address, title);
  expect(mail.subject).toMatch(/para «Ganadero en Córdoba»$/);
  expect(mail.text).toContain(`/property/${listingId}`);
  expect(mail.listHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/[^\s]+\/busquedas\/baja\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // The link works without a session (a fresh browser context has none).
  const visitorContext = await page.context().browser()!.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const visitor = await visitorContext.newPage();
  const unsubscribeUrl = new URL(link!);
  await visitor.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
  await expect(visitor.getByText('«Ganadero en Córdoba»')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByRole('button', { name: 'Dejar de recibir alertas' }).click();
  await expect(visitor.getByText('Listo: no vas a recibir más alertas de esta búsqueda.')).toBeVisible();
  await visitor.screenshot({ path: `/tmp/saved-searches/unsubscribed-${testInfo.project.name}.png` });
  await visitorContext.close();

  // Back in /busquedas: alerts off, and they can be turned back on; rename; delete.
  await page.reload();
  await expect(item.getByText('Alertas desactivadas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `/tmp/saved-searches/busquedas-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await item.getByRole('button', { name: 'Reactivar alertas' }).click();
  await expect(item.getByRole('combobox', { name: /Alertas/ })).toBeVisible();

  await item.getByRole('button', { name: 'Renombrar' }).click();
  await page.getByLabel('Nuevo nombre').fill('Vacas en Córdoba');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const renamed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Vacas en Córdoba' }) });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta búsqueda?' });
  await confirm.getByRole('button', { name: 'Eliminar búsqueda' }).click();
  await expect(page.getByText('Todavía no guardaste búsquedas.')).toBeVisible();
});

import type { Page, TestInfo } from '@playwright/test';
import { bearer, publishListing, registerUser, signInAs } from '../support/accounts.ts';
import { GOOGLE_USER_COOKIE } from '../support/e2e-env.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 12: the team runs the marketplace from /admin, as a team member would, at 1280 and 375 px.
// Each project has its own team member (ADMIN_EMAILS in playwright.config.ts) and its own data.

/** Axe once toasts have gone: one fading in or out is half transparent, so its contrast fails. */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/back-office/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** The buyer request of /request-property, answered the quick way. */
async function sendBuyerRequest(page: Page, name: string, zone = 'Cuenca del Salado') {
  await page.goto('/request-property');
  const step = (n: number) => page.locator(`section[data-step="${n}"]`);
  const accept = (n: number) => step(n).getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Empezar' }).click();
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre y apellido?' }).fill(name);
  await accept(1);
  await step(2).getByText('Ganadero').click();
  await accept(2);
  await step(3).getByText('Necesito que me asesoren').click();
  await accept(3);
  await page.getByPlaceholder('Ej: 100 km alrededor de Córdoba').fill(zone);
  await accept(4);
  await page.getByRole('textbox', { name: /número de celular/ }).fill('+54 9 2245 551234');
  await accept(5);
  await step(6).getByText('Mensaje de WhatsApp').click();
  await step(6).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `¡Muchas gracias, ${name}!` })).toBeVisible();
}

/** Google sign-in through the stand-in issuer as this project's team member. */
async function signInAsTeamMember(page: Page, testInfo: TestInfo) {
  await page
    .context()
    .addCookies([
      { name: GOOGLE_USER_COOKIE, value: `equipo-${testInfo.project.name}`, domain: '127.0.0.1', path: '/' },
    ]);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  const popup = await popupOpened;
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);
  await expect(page).toHaveURL(/\/listing-properties$/);
}

/** Into the back-office from the signed-in menu, as a member finds it. */
async function openBackOffice(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Panel del equipo' }).click();
  } else {
    await page.getByRole('button', { name: 'Menú de Martina' }).click();
    await page.getByRole('menuitem', { name: 'Panel del equipo' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
}

test('a team member answers a lead, pauses, features and blocks from /admin', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = `${Date.now().toString(36)}${testInfo.retry}`;
  const seller = await registerUser(page.request, testInfo, 'Horacio', 'Vendedor');
  const abuser = await registerUser(page.request, testInfo, 'Tomás', 'Abusivo');
  const pausedTitle = `Campo a pausar ${project} ${stamp}`;
  const featuredTitle = `Campo destacado ${project} ${stamp}`;
  const toPause = await publishListing(page, seller, pausedTitle);
  await publishListing(page, seller, featuredTitle);
  // Newer, so without the plan it would come first in a search for the stamp.
  await publishListing(page, seller, `Campo reciente ${project} ${stamp}`);
  const buyer = `Rosa ${project} ${stamp}`;
  await sendBuyerRequest(page, buyer, 'Provincia de Córdoba');
  // Published after the request and fitting it (Ganadero, Córdoba): shown against it.
  const matchTitle = `Campo para Rosa ${project} ${stamp}`;
  await publishListing(page, seller, matchTitle);

  await signInAsTeamMember(page, testInfo);
  await openBackOffice(page, testInfo);
  const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
  await expect(sections.getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /^Consultas nuevas \d+$/ })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, 'dashboard');

  // The buyer request just sent is in the inbox; it is marked contacted with a note.
  await sections.getByRole('link', { name: 'Consultas' }).click();
  await page.getByLabel('Tipo de consulta').selectOption({ label: 'Solicitud de campo' });
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Nuevo' });
  const lead = page.getByRole('article', { name: buyer });
  await expect(lead).toBeVisible();
  await expect(lead.getByText('Provincia de Córdoba')).toBeVisible();
  await expect(lead.getByText('Ganadero · sin presupuesto · Córdoba')).toBeVisible();
  // The match is found within seconds of publication (the alert schedule wakes on publishing).
  await expect(async () => {
    await page.reload();
    await expect(lead.getByRole('link', { name: matchTitle })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    lead.getByRole('link', { name: `WhatsApp de ${buyer} (se abre en una pestaña nueva)` }),
  ).toHaveAttribute('href', 'https://wa.me/5492245551234');
  await expectAccessible(page);
  await snapshot(page, testInfo, 'leads');
  await lead.getByLabel('Cambiar estado').selectOption({ label: 'Contactado' });
  await lead.getByLabel('Nota (opcional)').fill('Le escribí por WhatsApp');
  await lead.getByRole('button', { name: 'Guardar' }).click();
  // Filtered on 'Nuevo', it leaves the list; under 'Contactado' it has its note.
  await expect(lead).toHaveCount(0);
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Contactado' });
  await expect(page.getByRole('article', { name: buyer }).getByText('Le escribí por WhatsApp')).toBeVisible();

  // Pausing a listing: gone from search, 404 for visitors, the owner told why.
  await sections.getByRole('link', { name: 'Anuncios' }).click();
  await page.getByRole('searchbox', { name: 'Buscar anuncios' }).fill(stamp);
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
  const pausedRow = page.getByRole('article', { name: pausedTitle });
  await pausedRow.getByRole('button', { name: `Pausar ${pausedTitle}` }).click();
  const reason = page.getByRole('dialog', { name: 'Pausar anuncio' });
  await reason.getByRole('button', { name: 'Pausar y avisar' }).click();
  await expect(reason.getByText('Indicá el motivo: se lo enviamos al anunciante.')).toBeVisible();
  await reason.getByLabel('Motivo').fill('Las fotos no corresponden al campo');
  await expectAccessible(page);
  await reason.getByRole('button', { name: 'Pausar y avisar' }).click();
  await expect(reason).toHaveCount(0);
  await expect(pausedRow.getByText('Pausado')).toBeVisible();
  const mail = await waitForMail(seller.user.email_address, /fue pausado/);
  expect(mail.text).toContain('Motivo: Las fotos no corresponden al campo');
  const visitorPage = await page.request.get(`/property/${toPause}`, { headers: { authorization: '' } });
  expect(visitorPage.status()).toBe(404);

  // Featuring another: badge and first place on search.
  const featuredRow = page.getByRole('article', { name: featuredTitle });
  await featuredRow.getByRole('button', { name: `Destacar ${featuredTitle}` }).click();
  const plan = page.getByRole('dialog', { name: 'Destacar anuncio' });
  await expect(plan.getByLabel('Destacado hasta')).not.toHaveValue('');
  await plan.getByLabel('Informe técnico').fill('https://informes.example.com/campo.pdf');
  await plan.getByRole('button', { name: 'Confirmar destacado' }).click();
  await expect(
    featuredRow.getByRole('button', { name: `Quitar destacado de ${featuredTitle}` }),
  ).toBeVisible();
  await snapshot(page, testInfo, 'properties');

  await page.goto(`/listing-properties?search=${stamp}`);
  const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(featuredTitle);
  await expect(cards.first().getByText('Destacado', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: pausedTitle })).toHaveCount(0);
  // The featured one, the recent one and the one published for Rosa's request.
  await expect(cards).toHaveCount(3);
  await snapshot(page, testInfo, 'featured-search');

  // The owner still sees the paused listing, with the reason.
  const ownerContext = await browser.newContext({ viewport: page.viewportSize() });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, seller);
  await ownerPage.goto(`/property/${toPause}`);
  await expect(ownerPage.getByRole('status').filter({ hasText: 'no está visible al público' })).toContainText(
    'Las fotos no corresponden al campo',
  );
  await ownerContext.close();

  // Blocking a user: their next API call is refused.
  const before = await page.request.get(`/api/messages/get-messages/${abuser.user._id}`, {
    headers: bearer(abuser),
  });
  expect(before.status()).toBe(200);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(abuser.user.email_address);
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
  const abuserRow = page.getByRole('article').filter({ hasText: abuser.user.email_address });
  await abuserRow.getByRole('button', { name: 'Bloquear a Tomás Abusivo' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Bloquear a este usuario?' });
  await confirm.getByRole('button', { name: 'Sí, bloquear' }).click();
  await expect(abuserRow.getByRole('button', { name: 'Desbloquear a Tomás Abusivo' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, 'users');
  const after = await page.request.get(`/api/messages/get-messages/${abuser.user._id}`, {
    headers: bearer(abuser),
  });
  expect(after.status()).toBe(401);

  // Every action is in the log.
  await page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: 'Registro' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de acciones' })).toBeVisible();
  await expect(page.getByText(`user:${abuser.user._id}`).first()).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, 'audit');
});

test('the back-office refuses a signed-in user who is not on the team', async ({ page }, testInfo) => {
  const user = await registerUser(page.request, testInfo, 'Paula', 'Curiosa');
  await signInAs(page, user);
  await page.goto('/admin');
  await expect(
    page.getByRole('status').filter({ hasText: 'Esta sección es solo para el equipo.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toHaveCount(0);
  const api = await page.request.get('/api/admin/dashboard', { headers: bearer(user) });
  expect(api.status()).toBe(403);
});

test('an owner asks for the paid plan and a visitor reports a listing', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${testInfo.retry}`;
  const owner = await registerUser(page.request, testInfo, 'Graciela', 'Dueña');
  const title = `Campo para destacar ${testInfo.project.name} ${stamp}`;
  const id = await publishListing(page, owner, title);

  // A visitor reports it from its page.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/property/${id}`);
  await expect(visitor.locator('html[data-hydrated]')).toBeAttached();
  await visitor.getByRole('button', { name: 'Denunciar anuncio' }).click();
  const report = visitor.getByRole('dialog', { name: 'Denunciar anuncio' });
  await report.getByRole('radio', { name: 'Fraude o estafa' }).check();
  await report.getByLabel('Detalles (opcional)').fill('Piden una seña antes de visitar');
  await expectAccessible(visitor);
  await report.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(visitor.getByText('Gracias: el equipo revisará el anuncio.')).toBeVisible();
  await visitorContext.close();

  // The owner sees the expiry date and asks for the plan from /my-properties.
  // As the renewal e-mail's link opens it: that listing is brought into view.
  await signInAs(page, owner);
  await page.goto(`/my-properties?renew=${id}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(/^Vence el /)).toBeVisible();
  await expect(card).toBeInViewport();
  await card.getByRole('button', { name: `Destacar anuncio ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Destacar anuncio' });
  await expect(dialog.getByText('$ 5.800')).toBeVisible();
  await dialog.getByLabel('Forma de pago').selectOption('Transferencia bancaria');
  await dialog.getByLabel('Comentario').fill('Pago el lunes');
  await expectAccessible(page);
  await snapshot(page, testInfo, 'feature-request');
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(
    page.getByText('Recibimos tu pedido. El equipo se pondrá en contacto para coordinar el pago.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mail = await waitForMail('equipo@tranquera.local', new RegExp(`Pedido de plan destacado: ${title}`));
  expect(mail.text).toContain('Forma de pago: Transferencia bancaria');
});

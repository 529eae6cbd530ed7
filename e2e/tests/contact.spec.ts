import type { Page, TestInfo } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 5 / spec §2, §5, §8: 'Contáctanos', anonymous and signed in, down to the team's e-mail.

const TEAM = 'equipo@tranquera.local';
const SENT = 'Mensaje enviado. El equipo de Tranquera se pondrá en contacto contigo pronto. ¡Muchas gracias!';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/messages/${name}-${testInfo.project.name}.png`, fullPage: true });
}

test('a visitor writes to the team, giving an e-mail to answer to', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'visitante');
  const main = page.getByRole('main');
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contáctanos - Tranquera');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
  await expectNoSeriousA11yViolations(page);

  // Both fields required; the e-mail must look like one.
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText('Debes completar este campo.')).toHaveCount(2);
  await main.getByLabel('Tu email').fill('no-es-un-email');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText('La dirección de email indicada es inválida.')).toBeVisible();
  await snapshot(page, testInfo, 'contact-errors');

  await main.getByLabel('Tu email').fill(email);
  await main
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('Quisiera saber cómo publicar un campo con informe técnico.');
  await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText(SENT)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'contact-sent');

  const mail = await waitForMail(
    TEAM,
    new RegExp(`Nuevo mensaje de contacto de ${email.replace(/[.+]/g, '\\$&')}`),
  );
  expect(mail.text).toContain('Quisiera saber cómo publicar un campo con informe técnico.');

  // Another message starts from an empty form.
  await main.getByRole('button', { name: 'Enviar otro mensaje' }).click();
  await expect(main.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
});

test('a signed-in user is not asked for an e-mail: the team answers to the account', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'socio');
  const password = 'campo123';
  const registered = await request.post('/api/users/register', {
    data: {
      email_address: email,
      first_name: 'Carla',
      last_name: 'Ibáñez',
      password,
      passwordConfirmed: password,
      username: `carlai${Date.now().toString(36)}${testInfo.workerIndex}`,
      accept_emails_from_admin: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/users/login', { data: { email_address: email, password } });
  const session = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript((auth) => sessionStorage.setItem('auth', auth), JSON.stringify(session));

  const main = page.getByRole('main');
  await page.goto('/contact');
  await expect(main.getByText(`Te responderemos a ${email}.`)).toBeVisible();
  await expect(main.getByLabel('Tu email')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'contact-signed-in');

  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText('Debes completar este campo.')).toHaveCount(1);
  await main.getByRole('textbox', { name: 'Mensaje' }).fill('¿Ofrecen tasaciones en Entre Ríos?');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(main.getByText(SENT)).toBeVisible();

  const mail = await waitForMail(
    TEAM,
    new RegExp(`Nuevo mensaje de contacto de ${email.replace(/[.+]/g, '\\$&')}`),
  );
  expect(mail.text).toContain('¿Ofrecen tasaciones en Entre Ríos?');
  expect(mail.text).toContain('Carla Ibáñez');
});

test('a failed send keeps the message and says so', async ({ page }) => {
  await page.route('**/api/form-message/contact', (route) => route.fulfill({ status: 500, body: '' }));
  const main = page.getByRole('main');
  await page.goto('/contact');
  await main.getByLabel('Tu email').fill('alguien@example.com');
  await main.getByRole('textbox', { name: 'Mensaje' }).fill('Hola equipo');
  await main.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(
    page.getByText('No se ha podido enviar el mensaje. Intenta de nuevo más tarde.'),
  ).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Hola equipo');
});

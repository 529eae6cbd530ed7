import type { Locator, Page, TestInfo } from '@playwright/test';
import { waitForMail } from '../support/mailbox.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 5 / spec §2, §4, §5: the full-screen buyer request, step by step, down to the team's
// e-mail in the SMTP capture.

const TEAM = 'equipo@tranquera.local';
const REQUIRED = 'Debes completar este campo.';
const CHOOSE_ONE = 'Debes elegir una opción.';
const FAILED = 'Lo sentimos, no ha sido posible enviar el mensaje. Intenta de nuevo más tarde.';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/messages/${name}-${testInfo.project.name}.png`, fullPage: true });
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progreso de la solicitud' });
const step = (page: Page, n: number) => page.locator(`section[data-step="${n}"]`);
const accept = (section: Locator) => section.getByRole('button', { name: 'Aceptar' });

/** Answers every step the quick way (for the failure case). */
async function answerAll(page: Page, name: string) {
  await page.getByRole('button', { name: 'Empezar' }).click();
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre y apellido?' }).fill(name);
  await accept(step(page, 1)).click();
  await step(page, 2).getByText('Agrícola').click();
  await accept(step(page, 2)).click();
  await step(page, 3).getByText('Necesito que me asesoren').click();
  await accept(step(page, 3)).click();
  await page.getByPlaceholder('Ej: 100 km alrededor de Córdoba').fill('Sur de Santa Fe');
  await accept(step(page, 4)).click();
  await page.getByRole('textbox', { name: /número de celular/ }).fill('3415551234');
  await accept(step(page, 5)).click();
  await step(page, 6).getByText('Llamada al celular').click();
}

test('the buyer request, one step at a time, with its progress, checks and the team e-mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = testInfo.project.name === 'desktop' ? 'Lucía Fernández' : 'Lucía Giménez';
  await page.goto('/request-property');

  // Full screen: no top bar nor footer, only the logo home and the progress bar.
  await expect(page).toHaveTitle('Solicitar campo - Tranquera');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tranquera, ir al inicio' })).toHaveAttribute('href', '/');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Te lleva 5 minutos')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'request-intro');

  // The honeypot is there for bots only.
  const trap = page.locator('input[name="website"]');
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  expect((await trap.boundingBox())!.x).toBeLessThan(0);
  await expect(page.getByRole('textbox', { name: /Sitio web/ })).toHaveCount(0);

  // 1. Name: required; the next step only shows once it is accepted.
  const nameInput = page.getByRole('textbox', { name: '¿Cuál es tu nombre y apellido?' });
  await expect(nameInput).toBeFocused();
  await expect(step(page, 2)).toHaveCount(0);
  await accept(step(page, 1)).click();
  await expect(step(page, 1).getByText(REQUIRED)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'request-step1-error');
  await nameInput.fill(name);
  await accept(step(page, 1)).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');

  // 2. Type of field: single choice with letter badges, greeted by first name.
  const fieldType = page.getByRole('group', { name: /Un gusto, Lucía\. ¿Qué tipo de campo buscás\?/ });
  await expect(fieldType).toBeInViewport();
  await accept(step(page, 2)).click();
  await expect(step(page, 2).getByText(CHOOSE_ONE)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');
  await expect(fieldType.getByRole('radio')).toHaveCount(5);
  await expect(step(page, 2).getByText('A', { exact: true })).toBeVisible();
  await fieldType.getByText('Mixto').click();
  await expect(fieldType.getByRole('radio', { name: 'Mixto' })).toBeChecked();
  await fieldType.getByText('Ganadero').click();
  await expect(fieldType.getByRole('radio', { name: 'Ganadero' })).toBeChecked();
  await expect(fieldType.getByRole('radio', { name: 'Mixto' })).not.toBeChecked();
  await accept(step(page, 2)).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');

  // 3. Budget: picked with its letter key, accepted with Enter.
  const budget = page.getByRole('group', { name: /¿Cuánto querés invertir\?/ });
  await expect(budget.getByRole('radio')).toHaveCount(10);
  await expect(budget.getByRole('radio').first()).toBeFocused();
  await snapshot(page, testInfo, 'request-step3');
  await page.keyboard.press('b');
  await expect(budget.getByRole('radio', { name: '250.000 – 500.000' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '60');

  // 4. Zone, with the example placeholder; Enter accepts.
  const zone = page.getByPlaceholder('Ej: 100 km alrededor de Córdoba');
  await expect(zone).toBeFocused();
  await zone.press('Enter');
  await expect(step(page, 4).getByText(REQUIRED)).toBeVisible();
  await zone.fill('100 km alrededor de Río Cuarto');
  await zone.press('Enter');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');

  // 5. Mobile phone: numeric.
  const phone = page.getByRole('textbox', { name: /¿Cuál es tu número de celular\?/ });
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  await phone.fill('tres cinco uno');
  await accept(step(page, 5)).click();
  await expect(step(page, 5).getByText('Debes ingresar un número válido.')).toBeVisible();
  await phone.fill('358 555 1234');
  await accept(step(page, 5)).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');

  // 6. Contact method, then 'Enviar'.
  const method = page.getByRole('group', { name: /¿Cómo preferís que te contactemos\?/ });
  await expect(step(page, 6).getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
  await step(page, 6).getByRole('button', { name: 'Enviar' }).click();
  await expect(step(page, 6).getByText(CHOOSE_ONE)).toBeVisible();
  await method.getByText('Mensaje de WhatsApp').click();
  await expectNoSeriousA11yViolations(page);
  await step(page, 6).getByRole('button', { name: 'Enviar' }).click();

  // Success: thanks by name, 100 %, and the six answers reach the team.
  await expect(page.getByRole('heading', { level: 1, name: `¡Muchas gracias, ${name}!` })).toBeVisible();
  await expect(page.getByText('se pondrá en contacto contigo muy pronto')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'request-sent');

  const mail = await waitForMail(TEAM, new RegExp(`Nueva solicitud de campo de ${name}`));
  for (const answer of [
    name,
    'Ganadero',
    '250.000-500.000',
    '100 km alrededor de Río Cuarto',
    '358 555 1234',
    'Mensaje de WhatsApp',
  ]) {
    expect(mail.text).toContain(answer);
  }

  await page.getByRole('link', { name: 'Ir a Inicio' }).click();
  await expect(page).toHaveURL('/');
});

test('a request that cannot be sent shows the failure screen and resets the progress', async ({
  page,
}, testInfo) => {
  await page.route('**/api/request-property', (route) => route.abort());
  await page.goto('/request-property');
  await answerAll(page, 'Martín Acosta');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');
  await step(page, 6).getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'request-failed');
});

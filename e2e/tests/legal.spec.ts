import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures.ts';

test.describe('legal pages and 404', () => {
  test('the terms of service state the rules of the site', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page).toHaveTitle('Términos y condiciones - Tranquera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    const text = page.getByRole('article');
    await expect(text).toContainText('profesionales, productores rurales, empresas y agentes inmobiliarios');
    await expect(text).toContainText('no cobra comisión');
    for (const level of ['Básico:', 'Intermedio:', 'Avanzado:']) await expect(text).toContainText(level);
    await expect(text).toContainText('$5.800 (pesos argentinos)');
    await expect(text).toContainText('efectivo, con cheque o por transferencia bancaria');
    await expect(text).toContainText('6 meses o hasta que la elimines');
    await expect(text).toContainText('10 días corridos');

    // The table of contents jumps to its clause.
    const paid = page.getByRole('heading', { name: /Publicación paga con informe técnico/ });
    // Phones keep the contents folded until the reader opens them.
    if (isMobile(page)) await page.getByText('Contenido', { exact: true }).filter({ visible: true }).click();
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .filter({ visible: true })
      .getByRole('link', { name: /Publicación paga/ })
      .click();
    await expect(page).toHaveURL(/#publicacion-paga$/);
    await expect(paid).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('the privacy policy explains data, purposes and rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Política de privacidad - Tranquera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    const text = page.getByRole('article');
    await expect(text).toContainText('Ley 25.326');
    await expect(text).toContainText('Qué datos recopilamos');
    await expect(text).toContainText('acceso, la rectificación, la actualización o la supresión');
    await expect(text).toContainText('intervalos no inferiores a seis meses');
    await expect(text).toContainText('Cookies');
    await expect(text.getByRole('link', { name: 'formulario de contacto' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Página no encontrada - Tranquera');
    await expect(
      page.getByText('La página que estás buscando no existe actualmente en nuestra web.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

import type { Page } from '@playwright/test';
import { CATEGORIES, FOOTER_LATEST } from '@tranquera/contracts';
import { registerUser, signInAs } from '../support/accounts.ts';
import { expect, isMobile, test } from './fixtures.ts';

interface RecommendedProperty {
  _id: string;
  listing_title: string;
  created_at: string;
}

/** The top bar's location search; up to 1024 px it sits behind a toggle button. */
async function headerSearch(page: Page) {
  const box = page.getByRole('searchbox', { name: 'Buscar campos por ubicación' });
  // Up to 1024 px the box hides behind a toggle (spec §2); decide by width, not by a racy look.
  if ((page.viewportSize()?.width ?? 1280) <= 1024) {
    await page.getByRole('button', { name: 'Buscar por ubicación' }).click();
  }
  await expect(box).toBeVisible();
  return box;
}

function searchParams(page: Page) {
  return new URL(page.url()).searchParams;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('header search', () => {
  test('from another page it opens the listing with the term and initial=true', async ({ page }) => {
    await page.goto('/privacy-policy');
    const box = await headerSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'Ubicación');
    await box.fill('Tandil');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/listing-properties\?/);
    expect(searchParams(page).get('search')).toBe('Tandil');
    expect(searchParams(page).get('initial')).toBe('true');
  });

  test('an empty search outside the listing does nothing', async ({ page }) => {
    await page.goto('/terms-of-service');
    const box = await headerSearch(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });

  test('on the listing it only changes search, keeping the other filters', async ({ page }) => {
    await page.goto('/listing-properties?category=Mixto');
    let box = await headerSearch(page);
    await box.fill('Azul');
    await box.press('Enter');
    await expect.poll(() => searchParams(page).get('search')).toBe('Azul');
    expect(searchParams(page).get('category')).toBe('Mixto');
    expect(searchParams(page).has('initial')).toBe(false);

    // Clearing the term drops search (and initial) but not the category.
    box = await headerSearch(page);
    await expect(box).toHaveValue('Azul');
    await box.fill('');
    await box.press('Enter');
    await expect.poll(() => searchParams(page).has('search')).toBe(false);
    expect(searchParams(page).get('category')).toBe('Mixto');
  });

  test('a new term on the listing drops the initial=true the home search added', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Buscar campos' }).fill('ganadero');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/listing-properties\?/);
    expect(searchParams(page).get('search')).toBe('ganadero');
    expect(searchParams(page).get('initial')).toBe('true');

    const box = await headerSearch(page);
    await expect(box).toHaveValue('ganadero');
    await box.fill('agricola');
    await box.press('Enter');
    await expect.poll(() => searchParams(page).get('search')).toBe('agricola');
    expect(searchParams(page).has('initial')).toBe(false);
    await expect(page.getByRole('button', { name: 'Quitar búsqueda “agricola”' })).toBeVisible();
  });

  test('home has no location search in the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Encontrá Tu Campo' })).toBeVisible();
    await expect(page.getByPlaceholder('Ubicación')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buscar por ubicación' })).toHaveCount(0);
  });
});

test.describe('main menu', () => {
  test('links to the four sections, the request form in a new tab', async ({ page }) => {
    await page.goto('/privacy-policy');
    let nav = page.getByRole('navigation', { name: 'Principal' });
    if (isMobile(page)) {
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      nav = page.getByRole('dialog', { name: 'Menú' }).getByRole('navigation', { name: 'Principal' });
    }
    await expect(nav.getByRole('link', { name: 'Buscar Campo' })).toHaveAttribute(
      'href',
      '/listing-properties',
    );
    await expect(nav.getByRole('link', { name: 'Vender Campo' })).toHaveAttribute('href', '/post-property');
    await expect(nav.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact');
    const request = nav.getByRole('link', { name: /Solicitar Campo/ });
    await expect(request).toHaveAttribute('href', '/request-property');
    await expect(request).toHaveAttribute('target', '_blank');
    await expect(request).toHaveAttribute('rel', /noopener/);

    await nav.getByRole('link', { name: 'Buscar Campo' }).click();
    await expect(page).toHaveURL(/\/listing-properties$/);
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
  });

  test('the logo goes home and signed-out visitors can sign in', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page
      .getByRole('link', { name: /ir al inicio/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    if (isMobile(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  test('the slide-in menu works from the keyboard on small screens', async ({ page }) => {
    await page.goto('/privacy-policy');
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    if (!isMobile(page)) {
      // Wide screens show the menu inline instead.
      await expect(hamburger).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      return;
    }
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Cerrar' })).toBeFocused();

    // Focus stays inside the panel while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toBeFocused();

    // Following a link closes it too.
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: 'Contáctanos' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('top bar over the hero', () => {
  /** The bar's background as 'r,g,b,a' bytes, whatever colour syntax the browser reports. */
  const background = (page: Page) =>
    page.getByRole('banner').evaluate((el) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(el).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].join(',');
    });
  const transparent = '0,0,0,0';
  const white = /^255,255,255,2\d\d$/;

  test('is transparent on home until the page scrolls, then white', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Encontrá Tu Campo' })).toBeVisible();
    expect(await background(page)).toBe(transparent);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(() => background(page)).toMatch(white);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => background(page)).toBe(transparent);
  });

  test('is white from the start on other pages', async ({ page }) => {
    await page.goto('/privacy-policy');
    expect(await background(page)).toMatch(white);
  });
});

test.describe('footer', () => {
  test('lists the company pages and one link per category', async ({ page }) => {
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    const company = footer.getByRole('region', { name: 'Empresa' });
    await expect(company.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(company.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(company.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');

    const categories = footer.getByRole('region', { name: 'Categorías' }).getByRole('link');
    await expect(categories).toHaveText([...CATEGORIES]);
    for (const [index, category] of CATEGORIES.entries()) {
      const href = await categories.nth(index).getAttribute('href');
      expect(new URL(href ?? '', 'http://x').searchParams.get('category')).toBe(category);
    }
    await expect(footer).toContainText(/© 2022 Tranquera/);
    await expect(footer.getByRole('link', { name: 'Tranquera en Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  test('shows the five newest recommended listings', async ({ page, request }) => {
    const { properties } = (await (await request.get('/api/properties/get-recommended')).json()) as {
      properties: RecommendedProperty[];
    };
    expect(properties.length).toBeGreaterThanOrEqual(FOOTER_LATEST);
    const newest = [...properties]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, FOOTER_LATEST);

    await page.goto('/terms-of-service');
    const latest = page.getByRole('region', { name: 'Últimos anuncios' }).getByRole('link');
    await expect(latest).toHaveCount(FOOTER_LATEST);
    for (const [index, property] of newest.entries()) {
      await expect(latest.nth(index)).toContainText(property.listing_title);
      await expect(latest.nth(index)).toHaveAttribute('href', `/property/${property._id}`);
    }
  });

  test('footer links bring the reader back to the top of the page', async ({ page }) => {
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await footer.getByRole('region', { name: 'Categorías' }).getByRole('link', { name: 'Ganadero' }).click();
    await expect(page).toHaveURL(/category=Ganadero/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('floating buttons', () => {
  test('WhatsApp is always there; back-to-top appears after scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Escribinos por WhatsApp' }).last()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+/,
    );
    const toTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Ver todos los campos' });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/listing-properties$/);
    // The listing page loads its code and data after the address changes: it must end up at
    // its top once it has rendered (read too early, the scroll of a half-swapped page showed).
    await expect.poll(() => scrollY(page), { timeout: 3_000 }).toBe(0);
  });
});

test.describe('signed-in user', () => {
  test.beforeEach(async ({ page, request }, testInfo) => {
    await signInAs(page, await registerUser(request, testInfo, 'Marta', 'Gómez'));
  });

  test('the round profile picture opens the account menu', async ({ page }) => {
    await page.goto('/privacy-policy');
    const trigger = page.getByRole('button', { name: 'Menú de Marta' });
    // No picture of her own: the default avatar.
    await expect(trigger.locator('img')).toHaveAttribute('src', '/images/default-avatar.svg');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Menú de Marta' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Mi perfil',
      'Mis Anuncios',
      'Favoritos',
      'Búsquedas guardadas',
      'Mensajes',
      'Configuración',
      'Cerrar Sesión',
    ]);
    const hrefs = {
      'Mi perfil': '/profile',
      'Mis Anuncios': '/my-properties',
      Favoritos: '/favoritos',
      'Búsquedas guardadas': '/busquedas',
      Mensajes: '/chats',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('menuitem', { name: 'Configuración' })).toHaveAttribute(
      'href',
      '/configuration',
    );

    // Keyboard: the first item has focus, arrows move, Escape closes back onto the trigger.
    await expect(menu.getByRole('menuitem', { name: 'Mi perfil' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Mis Anuncios' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes it.
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByText(/© 2022/).click();
    await expect(menu).toBeHidden();
  });

  test('Cerrar Sesión logs out and goes home', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('button', { name: 'Menú de Marta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menú de Marta' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('auth'))).toBeNull();
    if (isMobile(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

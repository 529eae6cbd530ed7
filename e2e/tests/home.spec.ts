import type { Locator, Page } from '@playwright/test';
import { renderInBrowser } from '../support/client-rendered.ts';
import { CATEGORIES, SWIPE_THRESHOLD_PX, SWIPE_TILT_DIVISOR, UI } from '@tranquera/contracts';
import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures.ts';

interface RecommendedProperty {
  _id: string;
  listing_title: string;
}

async function recommended(page: Page): Promise<RecommendedProperty[]> {
  const response = await page.request.get('/api/properties/get-recommended');
  const { properties } = (await response.json()) as { properties: RecommendedProperty[] };
  return properties;
}

function recommendedSection(page: Page) {
  return page.getByRole('region', { name: 'Campos recomendados' });
}

test('home carries the bare site name and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Tranquera');
  await expect(page.getByRole('heading', { level: 1, name: 'Encontrá Tu Campo' })).toBeVisible();
  await expect(
    recommendedSection(page)
      .getByRole('link', { name: /Ver campo/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('hero search', () => {
  test('a term opens the listing with search and initial=true', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Buscar campos' });
    await box.fill('Córdoba');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/listing-properties\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('search')).toBe('Córdoba');
    expect(params.get('initial')).toBe('true');
  });

  test('an empty term does nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Buscar campos' }).fill('   ');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('promo cards: search in this tab, request in a new one', async ({ page, context }) => {
  await page.goto('/');
  const sale = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Campos en venta' }) });
  await expect(sale.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/listing-properties');
  await expect(sale.getByRole('link', { name: 'Buscar' })).not.toHaveAttribute('target', /.+/);

  const request = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Solicitar campo' }) })
    .getByRole('link', { name: /Solicitar/ });
  await expect(request).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([context.waitForEvent('page'), request.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/request-property');
  await expect(page).toHaveURL(/\/$/);
  await tab.close();

  await sale.getByRole('link', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/listing-properties$/);
});

test('category cards: the general one in this tab, each category in a new tab', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Explorá campos según su aptitud' });
  const general = section.getByRole('link', { name: /Campos en venta y alquiler/ });
  await expect(general).toHaveAttribute('href', '/listing-properties');
  await expect(general).not.toHaveAttribute('target', /.+/);
  for (const category of CATEGORIES) {
    const card = section.getByRole('link', { name: new RegExp(`^${category}\\b`) });
    const href = await card.getAttribute('href');
    expect(new URL(href ?? '', 'http://x').pathname).toBe('/listing-properties');
    expect(new URL(href ?? '', 'http://x').searchParams.get('category')).toBe(category);
    await expect(card).toHaveAttribute('target', '_blank');
  }
});

test('the home sections explain the service and link to WhatsApp', async ({ page }) => {
  await page.goto('/');
  for (const name of [/Qué es Tranquera|El mercado de campos/, /paso a paso/, /Tasaciones Agropecuarias/]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: /^Para inversores/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Para inmobiliarias/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consultar por una tasación' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(page.getByRole('link', { name: 'Verificar el valor de mi campo' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(page.getByText(/5 minutos/)).toBeVisible();
});

test('recommended: a grid without the last item on wide screens, a swipe stack on small ones', async ({
  page,
}) => {
  const properties = await recommended(page);
  expect(properties.length).toBeGreaterThan(1);
  await page.goto('/');
  const section = recommendedSection(page);
  const titles = section.getByRole('heading', { level: 3 });
  if (isMobile(page)) {
    // The stack shows one card at a time, the last recommended first.
    await expect(titles).toHaveText([properties.at(-1)!.listing_title]);
    await expect(section.getByText(`1 de ${properties.length}`)).toBeVisible();
    return;
  }
  await expect(titles).toHaveText(properties.slice(0, -1).map((p) => p.listing_title));
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(properties.length - 1);
  // Four columns at 1280 px.
  const tops = await cards.evaluateAll((items) =>
    items.slice(0, 5).map((i) => i.getBoundingClientRect().top),
  );
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).toBeGreaterThan(tops[0]!);
});

test('empty recommendations show the spec messages', async ({ page }) => {
  await renderInBrowser(page, (pathname) => pathname === '/');
  await page.route('**/api/properties/get-recommended', (route) =>
    route.fulfill({ json: { message: 'Propiedades encontradas', properties: [] } }),
  );
  await page.goto('/');
  await expect(recommendedSection(page)).toContainText(isMobile(page) ? UI.emptyCarousel : UI.emptyGrid);
  await expect(page.getByRole('region', { name: 'Últimos anuncios' })).toBeVisible();
});

test.describe('swipe stack', () => {
  test.beforeEach(async ({ page }) => {
    // The stack is the small-screen view; wide screens see it once narrowed to phone width.
    if (!isMobile(page)) await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await recommendedSection(page).getByRole('heading', { level: 3 }).scrollIntoViewIfNeeded();
  });

  const topTitle = (page: Page) => recommendedSection(page).getByRole('heading', { level: 3 });
  const topCard = (page: Page) =>
    recommendedSection(page)
      .locator('[data-swipe-card]')
      .filter({ has: page.getByRole('heading', { level: 3 }) });

  async function drag(page: Page, card: Locator, dx: number, release = true) {
    const box = (await card.boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 3);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    if (release) await page.mouse.up();
  }

  test('tilts while dragged, snaps back under the threshold, flies out past it', async ({ page }) => {
    const properties = await recommended(page);
    const [last, secondLast] = [properties.at(-1)!, properties.at(-2)!];
    await expect(topTitle(page)).toHaveText(last.listing_title);

    // While dragging the card follows the pointer and tilts by distance / 14 degrees.
    await drag(page, topCard(page), 56, false);
    const transform = await topCard(page).evaluate((el) => el.style.transform);
    const moved = Number(/translate3d\((-?[\d.]+)px/.exec(transform)?.[1]);
    const tilt = Number(/rotate\((-?[\d.]+)deg\)/.exec(transform)?.[1]);
    expect(moved).toBeCloseTo(56, 0);
    expect(tilt).toBeCloseTo(moved / SWIPE_TILT_DIVISOR, 2);
    await page.mouse.up();

    // 56 px is short of the threshold: the same card is back in place.
    await expect(topCard(page)).not.toHaveAttribute('style', /rotate\(/);
    await expect(topTitle(page)).toHaveText(last.listing_title);

    await drag(page, topCard(page), -(SWIPE_THRESHOLD_PX + 5));
    await expect(topTitle(page)).toHaveText(secondLast.listing_title);
    await expect(recommendedSection(page).getByText(`2 de ${properties.length}`)).toBeVisible();
  });

  test('a drag does not open the card, a tap on Ver campo does', async ({ page }) => {
    const properties = await recommended(page);
    const link = recommendedSection(page).getByRole('link', { name: /Ver campo/ });
    await drag(page, link, 30);
    await expect(page).toHaveURL(/\/$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/property/${properties.at(-1)!._id}$`));
  });

  test('a touch swipe to the right dismisses the card', async ({ page }) => {
    const properties = await recommended(page);
    const box = (await topCard(page).boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 3);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + step * 12, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(topTitle(page)).toHaveText(properties.at(-2)!.listing_title);
  });

  test('buttons pass every card in reverse order until the end message', async ({ page }) => {
    const properties = await recommended(page);
    const pass = page.getByRole('button', { name: 'Pasar campo hacia la derecha' });
    for (const property of [...properties].reverse()) {
      await expect(topTitle(page)).toHaveText(property.listing_title);
      await pass.focus();
      await page.keyboard.press('Enter');
    }
    await expect(recommendedSection(page).getByText(UI.carouselEnd)).toBeVisible();
    await expect(topTitle(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

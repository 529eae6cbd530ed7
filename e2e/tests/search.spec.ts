import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { renderInBrowser } from '../support/client-rendered.ts';
import { publishListing, registerUser } from '../support/accounts.ts';
import {
  cardTitles,
  type Listing,
  type ListResponse,
  loadMore,
  openSearch,
  resultList,
} from '../support/search-page.ts';
import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures.ts';

// Spec §2 texts, written here independently of the app.
const EMPTY_GRID =
  'No se han encontrado campos. Intenta modificando la búsqueda o prueba de nuevo más tarde.';
const SHORT_WORDS_HINT = 'Las palabras de una o dos letras se buscan completas.';
const SHOTS = '/tmp/search';

/** The API's answer for the same query as the page's URL (the header's `initial` flag aside). */
async function searchApi(request: APIRequestContext, query: string | URLSearchParams, page = 1) {
  const params = new URLSearchParams(query);
  params.delete('initial');
  params.set('limit', '12');
  params.set('page', String(page));
  const response = await request.get(`/api/properties/?${params}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListResponse;
}

async function allListings(request: APIRequestContext): Promise<Listing[]> {
  const response = await request.get('/api/properties/?limit=100');
  const { payload } = (await response.json()) as ListResponse;
  expect(payload.length).toBeGreaterThan(12);
  return payload;
}

const dotted = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const countText = (total: number) =>
  total === 1 ? '1 campo encontrado' : `${dotted(total)} campos encontrados`;

const queryOf = (page: Page) => new URL(page.url()).searchParams;

async function expectPageShows(page: Page, expected: ListResponse) {
  await expect(page.getByText(countText(expected.info.total), { exact: true })).toBeVisible();
  if (expected.info.total === 0) {
    await expect(page.getByText(EMPTY_GRID)).toBeVisible();
  } else {
    await expect(cardTitles(page)).toHaveText(expected.payload.map((listing) => listing.listing_title));
  }
}

/**
 * The page shows what the API answers for its URL: the count and the first page, in order.
 * Other tests publish listings on the same server meanwhile, so when the page doesn't match, it
 * may just predate a new listing: then both are read again, once, and must match.
 */
async function expectResultsMatchApi(page: Page, request: APIRequestContext): Promise<ListResponse> {
  const expected = await searchApi(request, queryOf(page));
  try {
    await expectPageShows(page, expected);
    return expected;
  } catch {
    await page.reload();
    const again = await searchApi(request, queryOf(page));
    await expectPageShows(page, again);
    return again;
  }
}

/** Desktop: the sidebar. Mobile: the 'Filtrar' menu, opened. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: /Filtrar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeFilters(page: Page) {
  if (!isMobile(page)) return;
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('button', { name: /Ver resultados/ }).click();
  await expect(dialog).toBeHidden();
}

async function gotoSearch(page: Page, query = '') {
  await page.goto(`/listing-properties${query ? `?${query}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Encontrá tu Campo' })).toBeVisible();
}

test.describe('listing search', () => {
  test('shows every listing, newest first, with the title and a grid that fits the width', async ({
    page,
    request,
  }) => {
    await gotoSearch(page);
    await expect(page).toHaveTitle('Buscar campos - Tranquera');
    const expected = await expectResultsMatchApi(page, request);
    expect(expected.info.total).toBeGreaterThan(12);

    const cards = resultList(page).getByRole('listitem');
    await expect(cards.first().getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(6).getByRole('img')).toHaveAttribute('loading', 'lazy');
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())?.y));
    const perRow = tops.filter((y) => y === tops[0]).length;
    expect(perRow).toBe(isMobile(page) ? 1 : 3);
  });

  test('the category filter updates the URL and the results', async ({ page, request }) => {
    await gotoSearch(page);
    const filters = await openFilters(page);
    await filters.getByRole('group', { name: 'Categoría' }).getByText('Ganadero', { exact: true }).click();
    await closeFilters(page);

    await expect(page).toHaveURL(/[?&]category=Ganadero(&|$)/);
    const expected = await expectResultsMatchApi(page, request);
    expect(expected.info.total).toBeGreaterThan(0);
    expect(expected.payload.every((listing) => listing.category === 'Ganadero')).toBe(true);
    await expect(page.getByRole('button', { name: 'Quitar Ganadero' })).toBeVisible();
  });

  test('the operation filter updates the URL and the results', async ({ page, request }) => {
    await gotoSearch(page);
    const filters = await openFilters(page);
    await filters.getByRole('group', { name: 'Operación' }).getByText('Alquiler', { exact: true }).click();
    await closeFilters(page);

    await expect(page).toHaveURL(/[?&]operation=alquiler(&|$)/);
    const expected = await expectResultsMatchApi(page, request);
    expect(expected.payload.every((listing) => listing.operation === 'alquiler')).toBe(true);
  });

  test('several provinces: chosen, shown as chips, each one removable', async ({ page, request }) => {
    // The two provinces with the most listings, so both filters have something to show.
    const counts = new Map<string, number>();
    for (const listing of await allListings(request)) {
      counts.set(listing.state, (counts.get(listing.state) ?? 0) + 1);
    }
    const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([state]) => state);
    if (!first || !second) throw new Error('the demo data needs listings in two provinces');

    await gotoSearch(page);
    const filters = await openFilters(page);
    const provinceSearch = filters.getByLabel('Buscar provincia o país');
    for (const province of [first, second]) {
      // The list's own search box is accent-insensitive.
      await provinceSearch.fill(
        province
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .slice(0, 5),
      );
      await filters.getByRole('checkbox', { name: province }).check();
    }
    await closeFilters(page);

    await expect.poll(() => queryOf(page).get('state')?.split(',').sort()).toEqual([first, second].sort());
    const expected = await expectResultsMatchApi(page, request);
    // Either province's listings (other tests publish meanwhile: between the counts before and after).
    const after = new Map<string, number>();
    for (const listing of await allListings(request)) {
      after.set(listing.state, (after.get(listing.state) ?? 0) + 1);
    }
    const sums = [counts, after].map((map) => (map.get(first) ?? 0) + (map.get(second) ?? 0));
    expect(expected.info.total).toBeGreaterThanOrEqual(Math.min(...sums));
    expect(expected.info.total).toBeLessThanOrEqual(Math.max(...sums));
    const location = new RegExp(`, (${first}|${second})$`);
    for (const card of await resultList(page).getByRole('listitem').all()) {
      await expect(card.getByText(location)).toBeVisible();
    }

    await page.getByRole('button', { name: `Quitar ${first}` }).click();
    await expect.poll(() => queryOf(page).get('state')).toBe(second);
    await expect(page.getByRole('button', { name: `Quitar ${first}` })).toHaveCount(0);
    const remaining = await expectResultsMatchApi(page, request);
    expect(remaining.payload.every((listing) => listing.state === second)).toBe(true);
  });

  test('the hectares filter takes one range', async ({ page, request }) => {
    await gotoSearch(page);
    const filters = await openFilters(page);
    await filters.getByRole('radio', { name: '200 - 500 has' }).check();
    await closeFilters(page);

    await expect(page).toHaveURL(/[?&]hectares=200-500(&|$)/);
    const expected = await expectResultsMatchApi(page, request);
    expect(expected.payload.every((listing) => listing.hectares >= 200 && listing.hectares <= 500)).toBe(
      true,
    );
  });

  test('a text search finds a listing across accents and word order', async ({ page, request }) => {
    await gotoSearch(page);
    const filters = await openFilters(page);
    const box = filters.getByLabel('Buscar por palabra');
    await box.fill('cordoba ganadero');
    await box.press('Enter');
    await closeFilters(page);

    await expect.poll(() => queryOf(page).get('search')).toBe('cordoba ganadero');
    await expectResultsMatchApi(page, request);
    await expect(resultList(page).getByRole('heading', { name: 'Campo ganadero en Córdoba' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');
  });

  test('removing the search chip clears search and initial but keeps other filters', async ({
    page,
    request,
  }) => {
    await gotoSearch(page, 'search=ganadero&initial=true&category=Ganadero');
    await expectResultsMatchApi(page, request);
    await page.getByRole('button', { name: 'Quitar búsqueda “ganadero”' }).click();

    await expect.poll(() => queryOf(page).toString()).toBe('category=Ganadero');
    await expectResultsMatchApi(page, request);
    const filters = await openFilters(page);
    await expect(filters.getByLabel('Buscar por palabra')).toHaveValue('');
  });

  test('the price slider works with the keyboard, keeps its minimum gap and waits for a pause', async ({
    page,
    request,
  }) => {
    // A controlled clock: the ten key presses happen "at once" whatever the machine's load.
    await page.clock.install();
    await gotoSearch(page);
    await expectResultsMatchApi(page, request);
    const filters = await openFilters(page);
    const min = filters.getByRole('slider', { name: 'Precio mínimo por hectárea' });
    const max = filters.getByRole('slider', { name: 'Precio máximo por hectárea' });
    await expect(filters.getByRole('group', { name: 'Precio por hectárea (USD)' })).toBeVisible();
    await expect(max).toHaveAttribute('aria-valuetext', 'USD 40.000+');

    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/properties/?')) searches.push(req.url());
    });
    await page.clock.pauseAt(Date.now() + 1000);
    await min.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    await expect(filters.getByTestId('price-min-value')).toHaveText('USD 1.000');
    await expect(min).toHaveAttribute('aria-valuetext', 'USD 1.000');
    // Ten steps, no request yet: the slider commits after a pause of 300 ms, once.
    expect(searches).toEqual([]);
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect.poll(() => queryOf(page).get('minPrice')).toBe('1000');
    expect(queryOf(page).has('maxPrice')).toBe(false);
    await expect.poll(() => searches.length).toBe(1);
    expect(searches[0]).toContain('minPrice=1000');

    // The upper thumb cannot come closer than 1.000 to the lower one, nor the lower pass it.
    await max.focus();
    await page.keyboard.press('Home');
    await expect(filters.getByTestId('price-max-value')).toHaveText('USD 2.000');
    await page.keyboard.press('ArrowLeft');
    await expect(max).toHaveValue('2000');
    await min.focus();
    await page.keyboard.press('End');
    await expect(min).toHaveValue('1000');
    await expect.poll(() => queryOf(page).get('maxPrice')).toBe('2000');
    await closeFilters(page);
    await expectResultsMatchApi(page, request);
    await expect(page.getByRole('button', { name: 'Quitar rango de precio' })).toBeVisible();

    // Back at the top end the maximum is open again: no maxPrice is sent.
    const again = await openFilters(page);
    await again.getByRole('slider', { name: 'Precio máximo por hectárea' }).focus();
    await page.keyboard.press('End');
    await expect(again.getByTestId('price-max-value')).toHaveText('USD 40.000+');
    await expect.poll(() => queryOf(page).has('maxPrice')).toBe(false);
    await closeFilters(page);
    await expectResultsMatchApi(page, request);
  });

  test("'Ver más' appends the next pages by cursor, without repeats, and disappears at the end", async ({
    page,
    request,
  }) => {
    const first = await openSearch(page);
    await expectResultsMatchApi(page, request);
    const total = first.info.total;
    expect(first.info).toMatchObject({ totalIsExact: true, hasNextPage: true });
    const second = await searchApi(request, '', 2);

    // Each page is asked for by the previous page's cursor, not by number, and brings new cards.
    const shownIds = new Set(first.payload.map((listing) => listing._id));
    let previous = first;
    while (previous.info.hasNextPage) {
      const shown = await cardTitles(page).count();
      const { query, body } = await loadMore(page);
      expect(previous.info.nextCursor).toEqual(expect.any(String));
      expect(query.get('cursor')).toBe(previous.info.nextCursor);
      expect(query.has('page')).toBe(false);
      expect(body.payload.filter((listing) => shownIds.has(listing._id))).toEqual([]);
      for (const listing of body.payload) shownIds.add(listing._id);
      await expect(cardTitles(page)).toHaveCount(Math.min(shown + 12, total));
      if (previous === first) {
        // The cursor's page 2 is the one `page=2` gives, appended after page 1.
        expect(body.payload.map((listing) => listing._id)).toEqual(
          second.payload.map((listing) => listing._id),
        );
        await expect(cardTitles(page)).toHaveText(
          [...first.payload, ...second.payload].map((listing) => listing.listing_title),
        );
        // Keyboard users continue at the first new card.
        // (Page one may carry featured listings on top: the new cards start where the list ended.)
        await expect(resultList(page).getByRole('listitem').nth(shown).getByRole('link')).toBeFocused();
      }
      previous = body;
    }
    expect(shownIds.size).toBe(total);
    const links = await resultList(page)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(new Set(links).size).toBe(total);
    await expect(page.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
    await expect(page.getByText(countText(total), { exact: true })).toBeVisible();
  });

  test('a search with a word of one or two letters says such words are matched whole', async ({
    page,
    request,
  }) => {
    await gotoSearch(page);
    const hint = page.getByText(SHORT_WORDS_HINT, { exact: true });
    const filters = await openFilters(page);
    const box = filters.getByLabel('Buscar por palabra');
    await box.fill('ca');
    await box.press('Enter');
    await closeFilters(page);

    await expect.poll(() => queryOf(page).get('search')).toBe('ca');
    await expect(hint).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar búsqueda “ca”' })).toBeVisible();
    await expectResultsMatchApi(page, request);

    // Longer words are prefixes as before: no hint.
    await gotoSearch(page, 'search=ganad');
    await expectResultsMatchApi(page, request);
    await expect(hint).toHaveCount(0);
    // Any short word counts, wherever it is and however it is written.
    await gotoSearch(page, 'search=campo+RN-40');
    await expect(hint).toBeVisible();
    await page.getByRole('button', { name: 'Quitar búsqueda “campo RN-40”' }).click();
    await expect(hint).toHaveCount(0);
  });

  test('a shared link with combined filters gives the same results after a reload', async ({
    page,
    request,
  }) => {
    const sample = (await allListings(request))[0]!;
    const query = new URLSearchParams({
      category: sample.category,
      state: sample.state,
      maxPrice: '39000',
      sort: 'price_desc',
    }).toString();
    await gotoSearch(page, query);
    const expected = await expectResultsMatchApi(page, request);
    expect(expected.info.total).toBeGreaterThan(0);
    const titles = await cardTitles(page).allTextContents();

    await page.reload();
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_desc');
    const filters = await openFilters(page);
    await expect(filters.getByRole('checkbox', { name: sample.state })).toBeChecked();
    await expect(
      filters.getByRole('group', { name: 'Categoría' }).getByRole('radio', { name: sample.category }),
    ).toBeChecked();
  });

  test('back and forward follow the filters in the URL', async ({ page, request }) => {
    await gotoSearch(page, 'category=Mixto');
    await expectResultsMatchApi(page, request);
    const filters = await openFilters(page);
    await filters.getByRole('group', { name: 'Categoría' }).getByText('Agrícola', { exact: true }).click();
    await closeFilters(page);
    await expect(page).toHaveURL(/category=Agr%C3%ADcola/);
    await expectResultsMatchApi(page, request);

    await page.goBack();
    await expect(page).toHaveURL(/category=Mixto/);
    await expectResultsMatchApi(page, request);
    await page.goForward();
    await expect(page).toHaveURL(/category=Agr%C3%ADcola/);
    await expectResultsMatchApi(page, request);
  });

  test('an impossible combination shows the empty message and Limpiar filtros resets', async ({
    page,
    request,
  }) => {
    const query = 'category=Industrial&state=Bolivia&hectares=0-50&minPrice=39000&search=inexistente';
    expect((await searchApi(request, query)).info.total).toBe(0);
    await gotoSearch(page, query);
    await expect(page.getByText(EMPTY_GRID)).toBeVisible();
    await expect(page.getByText('0 campos encontrados', { exact: true })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Limpiar filtros' }).last().click();
    await expect.poll(() => queryOf(page).toString()).toBe('');
    await expectResultsMatchApi(page, request);
  });

  test('invalid values in the URL are ignored', async ({ page, request }) => {
    await gotoSearch(page, 'category=Lunar&state=Atlantis&minPrice=abc&maxPrice=-3&hectares=1-2&sort=x');
    const all = await searchApi(request, '');
    await expect(page.getByText(countText(all.info.total), { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(all.payload.map((listing) => listing.listing_title));
  });

  test('a failed search offers a retry', async ({ page, request }) => {
    await renderInBrowser(page, (pathname) => pathname === '/listing-properties');
    await page.route('**/api/properties/?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await gotoSearch(page);
    await expect(page.getByText('No pudimos cargar los campos.')).toBeVisible();

    await page.unroute('**/api/properties/?*');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectResultsMatchApi(page, request);
  });

  test('the mobile Filtrar menu opens, applies and closes with the keyboard', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoSearch(page);
    await expectResultsMatchApi(page, request);
    const trigger = page.getByRole('button', { name: /Filtrar/ });
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Cerrar filtros' });
    await expect(close).toBeFocused();
    // Focus stays inside the menu.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: /Ver resultados/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    const operation = dialog.getByRole('group', { name: 'Operación' });
    await operation.getByRole('radio', { name: 'Todas' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(operation.getByRole('radio', { name: 'Venta' })).toBeChecked();
    await expect(page).toHaveURL(/[?&]operation=venta(&|$)/);
    const sales = await searchApi(request, 'operation=venta');
    // The menu says the new count itself, since the page behind it is hidden.
    await expect(dialog.getByText(countText(sales.info.total), { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Ver resultados/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Last: comparing may reload the page, which would move the focus.
    await expectResultsMatchApi(page, request);
  });

  test('the desktop shows the filters in a sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoSearch(page);
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    await expect(sidebar.getByRole('group', { name: 'Precio por hectárea (USD)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Filtrar/ })).toBeHidden();
  });

  test('a reload shows a listing published a moment ago: the app revalidates what the browser keeps', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await registerUser(request, testInfo, 'Irene', 'Sosa');
    const word = `zorzal${Date.now().toString(36)}`;
    await gotoSearch(page, `search=${word}`);
    await expect(page.getByText(EMPTY_GRID)).toBeVisible();

    // Search answers may be kept by the browser for a few seconds (Cache-Control: max-age);
    // the app revalidates them with their ETag, so the new listing shows at once.
    await publishListing(page, owner, `Campo del ${word}`);
    await page.reload();
    await expect(cardTitles(page)).toHaveText([`Campo del ${word}`]);
    await expect(page.getByText(countText(1), { exact: true })).toBeVisible();
  });

  test('is accessible with filters applied and with the filter menu open', async ({ page }, testInfo) => {
    await gotoSearch(page, 'search=campo&initial=true&state=C%C3%B3rdoba,Buenos%20Aires&minPrice=1000');
    await expect(cardTitles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-filters.png`, fullPage: true });

    if (isMobile(page)) {
      await openFilters(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-menu.png` });
    }
  });
});

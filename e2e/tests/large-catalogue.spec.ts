import { LARGE_CATALOGUE_URL } from '../support/e2e-env.ts';
import { LARGE_CATALOGUE_START_MS, waitForLargeCatalogue } from '../support/large-catalogue-server.ts';
import { cardTitles, type ListResponse, loadMore, openSearch, resultList } from '../support/search-page.ts';
import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures.ts';

// Its own server: the demo data plus ~10,300 generated listings (support/large-catalogue.ts),
// more than the search counts exactly (10,000).
test.use({ baseURL: LARGE_CATALOGUE_URL });

test.beforeAll(async () => {
  test.setTimeout(LARGE_CATALOGUE_START_MS);
  await waitForLargeCatalogue();
});

// Spec and issue 9 texts, written here independently of the app.
const MORE_THAN_BOUND = 'Más de 10.000 campos';
const MORE_THAN_TEXT_BOUND = 'Más de 1.000 campos';
const SHORT_WORDS_HINT = 'Las palabras de una o dos letras se buscan completas.';
const SHOTS = '/tmp/search';
const PAGES = 20;

test.describe('a catalogue past the exact count', () => {
  test("says 'Más de 10.000 campos' and 'Ver más' pages by cursor to page 20 without repeats", async ({
    page,
    request,
  }) => {
    // Twenty round trips on a machine shared with other jobs: a generous budget, nothing timed.
    test.setTimeout(180_000);
    const first = await openSearch(page);
    expect(first.info).toMatchObject({ total: 10_000, totalIsExact: false, hasNextPage: true });
    await expect(page.getByText(MORE_THAN_BOUND, { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(12);

    const shownIds = new Set(first.payload.map((listing) => listing._id));
    let previous = first;
    for (let pageNumber = 2; pageNumber <= PAGES; pageNumber++) {
      const { query, body } = await loadMore(page);
      expect(query.get('cursor'), `page ${pageNumber}`).toBe(previous.info.nextCursor);
      expect(query.has('page')).toBe(false);
      expect(body.payload).toHaveLength(12);
      expect(body.payload.filter((listing) => shownIds.has(listing._id))).toEqual([]);
      for (const listing of body.payload) shownIds.add(listing._id);
      await expect(cardTitles(page)).toHaveCount(pageNumber * 12);
      previous = body;
    }
    expect(shownIds.size).toBe(PAGES * 12);
    const links = await resultList(page)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(new Set(links).size).toBe(PAGES * 12);

    // The cursor's page 20 is the one a client paging by number gets, and there are more.
    const byNumber = (await (
      await request.get(`/api/properties/?limit=12&page=${PAGES}`)
    ).json()) as ListResponse;
    expect(previous.payload.map((listing) => listing._id)).toEqual(
      byNumber.payload.map((listing) => listing._id),
    );
    await expect(cardTitles(page).last()).toHaveText(byNumber.payload.at(-1)!.listing_title);
    await expect(page.getByRole('button', { name: 'Ver más' })).toBeVisible();
    await expect(page.getByText(MORE_THAN_BOUND, { exact: true })).toBeVisible();
  });

  test('a short word over the whole catalogue: the hint and the bounded total', async ({
    page,
  }, testInfo) => {
    // 'km' is in every demo listing's access, so in every generated copy too. A text search
    // stops counting at 1,000 (each match reads its search document).
    const first = await openSearch(page, 'search=km');
    expect(first.info).toMatchObject({ total: 1_000, totalIsExact: false });
    await expect(page.getByText(MORE_THAN_TEXT_BOUND, { exact: true })).toBeVisible();
    await expect(page.getByText(SHORT_WORDS_HINT, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar búsqueda “km”' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-large-catalogue.png` });

    if (isMobile(page)) {
      // The filter menu covers the page, so it says the count too.
      await page.getByRole('button', { name: /Filtrar/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtros' });
      await expect(dialog.getByText(MORE_THAN_TEXT_BOUND, { exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-large-catalogue-menu.png` });
    }
  });
});

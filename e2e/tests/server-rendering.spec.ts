import { get } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, publishListing, registerUser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Issue 11: public pages arrive rendered with their data (for phones that paint before any
// JavaScript runs, and for crawlers that run none), then hydrate without a mismatch (the
// fixtures fail a test on any console error, which is where React reports one).

interface Card {
  _id: string;
  listing_title: string;
}

/**
 * Initial JavaScript of a public page (what loads until the page itself is interactive), as
 * served compressed: issue 11's budget is 120 KB of gzip. Browsers are sent the build's brotli
 * files (quality 11); a client that takes only gzip gets its zopfli `.gz` files. 2026-11-26:
 * 114.5 / 119.4 / 117.6 KB of gzip (103 / 108 / 106 KB of brotli) on home, search and a listing
 * page: the header's menus, the search filters, a listing's share menu and what is under its
 * description load or hydrate after the page (web/src/lib/later-section.tsx). See the README.
 */
const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

/** A file's size as served to a client that accepts gzip only (Node's http does not decompress). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.headers['content-encoding'] === 'gzip' || bytes < 1024
          ? resolve(bytes)
          : reject(new Error(`${url} came ${response.headers['content-encoding'] ?? 'uncompressed'}`)),
      );
    }).on('error', reject);
  });
}

async function someListings(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get('/api/properties/?category=Ganadero&limit=12');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: Card[] }).payload;
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), body: await response.text() };
}

/** The page's text as a crawler without JavaScript reads it: #root's markup, tags stripped. */
const rootText = (body: string) =>
  (body.split('<div id="root">')[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('a listing page carries its title, price, hectares, place, description and photos in the HTML', async ({
  request,
}) => {
  const [card] = await someListings(request);
  const detail = await request.get(`/api/properties/get-property/${card!._id}`);
  const { property } = (await detail.json()) as {
    property: {
      listing_title: string;
      description: string;
      hectares: number;
      nearest_town: string;
      state: string;
      images: string[];
    };
  };
  const page = await html(request, `/property/${card!._id}`);
  expect(page.status).toBe(200);
  const text = rootText(page.body);
  expect(text).toContain(property.listing_title);
  expect(text).toContain(property.description.replace(/\s+/g, ' ').slice(0, 80));
  expect(text).toContain(property.nearest_town);
  expect(text).toContain(property.state);
  expect(text).toMatch(/USD|\$/);
  expect(text).toContain(String(property.hectares.toLocaleString('es-AR')));
  for (const photo of property.images) expect(page.body).toContain(photo.replace(/\.[a-z]+$/i, ''));
});

test('an unknown listing and an unknown address answer 404 with the 404 page', async ({ request }) => {
  for (const path of ['/property/00000000-0000-4000-8000-000000000000', '/campos-que-no-existen']) {
    const page = await html(request, path);
    expect(page.status).toBe(404);
    expect(rootText(page.body)).toMatch(/no (existe|encontramos)|404/i);
  }
});

test('a listing page kept by the server is rendered again once its owner edits it', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerUser(request, testInfo, 'Renata', 'Olmos');
  const id = await publishListing(page, owner, 'Campo de cría en Sampacho');
  const first = await request.get(`/property/${id}`, { headers: { accept: 'text/html' } });
  const again = await request.get(`/property/${id}`, { headers: { accept: 'text/html' } });
  expect(rootText(await again.text())).toContain('Campo de cría en Sampacho');
  // The same page twice while nothing changed: one ETag, and a 304 to a browser that has it.
  expect(again.headers().etag).toBe(first.headers().etag);
  const revalidated = await request.get(`/property/${id}`, {
    headers: { accept: 'text/html', 'if-none-match': first.headers().etag! },
  });
  expect(revalidated.status()).toBe(304);

  const current = (await (await request.get(`/api/properties/get-property/${id}`)).json()) as {
    property: Record<string, unknown> & { images: string[] };
  };
  const { property } = current;
  const edited = await request.put(`/api/properties/update-property/${id}/${owner.user._id}`, {
    headers: bearer(owner),
    data: {
      category: property.category,
      operation: property.operation,
      listing_title: 'Campo de cría y recría en Sampacho',
      price: property.price,
      currency: property.currency,
      pricing_unit: property.pricing_unit,
      hectares: property.hectares,
      nearest_town: property.nearest_town,
      access: property.access,
      payment_type: property.payment_type,
      description: property.description,
      state: property.state,
      facilities: property.facilities,
      technical_report: '',
      video_link: '',
      images: property.images,
      location: property.location,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const after = await request.get(`/property/${id}`, {
    headers: { accept: 'text/html', 'if-none-match': first.headers().etag! },
  });
  expect(after.status()).toBe(200);
  const text = rootText(await after.text());
  expect(text).toContain('Campo de cría y recría en Sampacho');
});

test('a search page lists its listings in the HTML', async ({ request }) => {
  // Other tests publish Ganadero listings meanwhile: compare reads with no publication between.
  await expect(async () => {
    const cards = await someListings(request);
    const page = await html(request, '/listing-properties?category=Ganadero');
    expect(page.status).toBe(200);
    const text = rootText(page.body);
    for (const card of cards) expect(text).toContain(card.listing_title);
  }).toPass({ timeout: 15_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, search and listing pages show their content', async ({ page, request }) => {
    const [card] = await someListings(request);
    await page.goto(`/property/${card!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: card!.listing_title })).toBeVisible();
    await page.goto('/listing-properties?category=Ganadero');
    await expect(page.getByRole('link', { name: new RegExp(card!.listing_title) }).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/**
 * The JavaScript a page loads until it is interactive, as served (compressed): every script
 * requested before the app marked the page itself hydrated (`data-hydrated-at`,
 * web/src/lib/hydration-mark.tsx), so code loaded later (the footer's, the map's) does not count.
 */
async function initialJavaScript(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const hydratedAt = Number(document.documentElement.dataset.hydratedAt);
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= hydratedAt)
      .map((entry): [string, number] => [new URL(entry.name).pathname, entry.encodedBodySize]);
  });
}

test('public pages hydrate without a mismatch and stay within the JavaScript budget', async ({
  page,
  request,
}) => {
  const [card] = await someListings(request);
  for (const path of [
    '/',
    '/listing-properties',
    '/listing-properties?category=Ganadero',
    `/property/${card!._id}`,
  ]) {
    const files = await initialJavaScript(page, path);
    expect(files.length, path).toBeGreaterThan(0);
    const brotli = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    const gzip = (await Promise.all(files.map(([file]) => gzipSize(new URL(file, page.url()).href)))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    );
    const listing = `${path}: ${files.map(([file, bytes]) => `${file} ${bytes}`).join(', ')}`;
    test.info().annotations.push({
      type: 'initial JavaScript',
      description: `${brotli} B brotli, ${gzip} B gzip, ${listing}`,
    });
    expect.soft(brotli, listing).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    expect.soft(gzip, listing).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  }
  // Hydrated: the page answers clicks (a filter changes the URL and the results).
  await page.goto('/listing-properties?category=Ganadero');
  await page.getByRole('link', { name: card!.listing_title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${card!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: card!.listing_title })).toBeVisible();
});

test('a listing page hydrates from the data in its HTML, without asking the API for it again', async ({
  page,
  request,
}) => {
  const [card] = await someListings(request);
  // Rendered once before: the visit gets the page the server keeps, which may be older than the
  // browser's 30 s of freshness, and is as current as the moment it was sent.
  await html(request, `/property/${card!._id}`);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`/property/${card!._id}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The listing, its price compared with the area's and its seller's other listings came with the
  // page; only the similar listings further down are the browser's to fetch.
  expect(asked.filter((url) => !url.startsWith(`/api/properties/similar/${card!._id}`))).toEqual([]);
});

test('the next pages’ code is fetched once the page is idle, and a click finds it in the cache', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(
    page.locator('link[rel="prefetch"][href^="/assets/listing-properties-"]').first(),
  ).toBeAttached();
  const searchCode = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/listing-properties-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ by: entry.initiatorType, bytes: entry.transferSize })),
    );
  // Fetched, not run: only the prefetch asked for it so far.
  await expect.poll(async () => (await searchCode()).map(({ by }) => by)).toContain('link');
  expect((await searchCode()).every(({ by }) => by === 'link')).toBe(true);

  await page.getByRole('link', { name: 'Ver todos los campos' }).first().click();
  await expect(page).toHaveURL(/\/listing-properties/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const run = (await searchCode()).filter(({ by }) => by !== 'link');
  expect(run.length).toBeGreaterThan(0);
  // From the HTTP cache: nothing came over the network for it on the click.
  expect(run.every(({ bytes }) => bytes === 0)).toBe(true);
});

test('parts hydrated after the page keep the server HTML, then navigate in place', async ({ page }) => {
  // The page's own code first, the footer's once the browser is idle (web/src/lib/later-section.tsx).
  const footerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/site-footer-[\w-]+\.js$/.test(request.url())) footerCode.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(footerCode).toHaveLength(1);
  const timing = await page.evaluate(() => {
    const hydratedAt = Number(document.documentElement.dataset.hydratedAt);
    const footer = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/site-footer-[\w-]+\.js$/.test(entry.name));
    return { hydratedAt, footerRequestedAt: footer?.startTime ?? -1 };
  });
  expect(timing.footerRequestedAt).toBeGreaterThan(timing.hydratedAt);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Campos en Córdoba' }).click();
  await expect(page).toHaveURL(/\/campos\/cordoba$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Córdoba');
  // A client-side navigation: the same document, and the footer (now the app's) is still there.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(footer.getByRole('link', { name: 'Campos en Córdoba' })).toBeVisible();
});

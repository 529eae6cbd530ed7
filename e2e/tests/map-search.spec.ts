import type { Locator, Page } from '@playwright/test';
import { type ListResponse, resultList } from '../support/search-page.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 13 (map search), at 1280 and 375 px: a buyer switches the search to the map, zooms into
// Córdoba with the keyboard (around Río Cuarto, where the demo has a field), presses 'Buscar en
// esta zona' and sees only the listings there.

const SHOTS = '/tmp/map-search';
const RIO_CUARTO = { lat: -33.13, lng: -64.35 };
/** Close enough that the view holds Río Cuarto and no other province's town (San Luis is 1° away). */
const TARGET_ZOOM = 11;

interface MapPosition {
  zoom: number;
  lat: number;
  lng: number;
}

/** Where the map is: the page keeps it in the URL as `mapa=zoom/lat/lng`. */
function mapPosition(page: Page): MapPosition | null {
  const raw = new URL(page.url()).searchParams.get('mapa');
  const parts = raw?.split('/').map(Number);
  if (parts?.length !== 3 || parts.some((part) => Number.isNaN(part))) return null;
  const [zoom, lat, lng] = parts as [number, number, number];
  return { zoom, lat, lng };
}

/** Web Mercator in pixels at a zoom (256-pixel tiles), written here apart from the app. */
function worldPixel(lat: number, lng: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** How far (screen pixels) Río Cuarto is from the middle of the map, and the zoom. */
function offsetOfRioCuarto(page: Page): { dx: number; dy: number; zoom: number } {
  const position = mapPosition(page);
  if (!position) throw new Error(`no map position in ${page.url()}`);
  const centre = worldPixel(position.lat, position.lng, position.zoom);
  const target = worldPixel(RIO_CUARTO.lat, RIO_CUARTO.lng, position.zoom);
  return { dx: target.x - centre.x, dy: target.y - centre.y, zoom: position.zoom };
}

/** Presses a key on the focused map and waits until the map has moved (the URL follows it). */
async function pressOnMap(page: Page, key: string) {
  const before = new URL(page.url()).searchParams.get('mapa');
  await page.keyboard.press(key);
  await expect.poll(() => new URL(page.url()).searchParams.get('mapa')).not.toBe(before);
}

/**
 * The map moves by keyboard ('+' and an arrow on the focused map), then the buyer scrolls the
 * wheel over Río Cuarto until close: Leaflet keeps the point under the pointer in place.
 */
async function zoomIntoRioCuarto(page: Page, map: Locator) {
  await map.focus();
  await pressOnMap(page, 'NumpadAdd');
  await pressOnMap(page, 'ArrowLeft');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  const inside = (value: number, start: number, size: number) =>
    Math.min(Math.max(value, start + 10), start + size - 10);
  for (let step = 0; step < 20; step++) {
    const { dx, dy, zoom } = offsetOfRioCuarto(page);
    if (zoom >= TARGET_ZOOM) return;
    await page.mouse.move(
      inside(box.x + box.width / 2 + dx, box.x, box.width),
      inside(box.y + box.height / 2 + dy, box.y, box.height),
    );
    const before = new URL(page.url()).searchParams.get('mapa');
    await page.mouse.wheel(0, -120);
    await expect.poll(() => new URL(page.url()).searchParams.get('mapa')).not.toBe(before);
  }
  throw new Error(`the map did not get to Río Cuarto: ${page.url()}`);
}

test('a buyer switches to the map, zooms into Córdoba and searches that area', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` });
  await page.goto('/listing-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Encontrá tu Campo' })).toBeVisible();

  // 'Lista | Mapa': a labelled radio group, the list chosen.
  const views = page.getByRole('group', { name: 'Ver resultados en' });
  await expect(views.getByRole('radio', { name: 'Lista' })).toBeChecked();
  await views.getByText('Mapa', { exact: true }).click();
  await expect(views.getByRole('radio', { name: 'Mapa' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]vista=mapa(&|$)/);

  // The whole catalogue as groups with their count; the map's place goes into the URL.
  const map = page.getByRole('region', { name: 'Mapa de campos' });
  await expect(map).toBeVisible();
  const groups = map.getByRole('button', { name: /^[\d.]+ campos en esta zona\. Acercar$/ });
  await expect(groups.first()).toBeVisible();
  await expect(page.getByText(/\d+ campos en esta zona del mapa/)).toBeVisible();
  expect(mapPosition(page)).not.toBeNull();
  await expectNoSeriousA11yViolations(page);
  await shot('map');

  // Into Córdoba by keyboard; close up the fields show one by one.
  await zoomIntoRioCuarto(page, map);
  const fields = map.getByRole('button', { name: /^Campo: / });
  await expect(fields.first()).toBeVisible();

  // Enter on a field opens its card, focus on its link; Escape closes it and focus goes back.
  const field = fields.first();
  const title = ((await field.getAttribute('title')) ?? '').replace(/^Campo: /, '');
  await field.focus();
  await page.keyboard.press('Enter');
  const cardLink = page.getByRole('link', { name: `Ver campo: ${title}` });
  await expect(cardLink).toBeFocused();
  await expect(cardLink).toHaveAttribute('href', /^\/property\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
  await shot('map-card');
  await page.keyboard.press('Escape');
  await expect(cardLink).toBeHidden();
  await expect(field).toBeFocused();

  // 'Buscar en esta zona': back to the list, with the area as a removable filter.
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === '/api/properties/' &&
        new URL(candidate.url()).searchParams.has('bbox'),
    ),
    page.getByRole('button', { name: 'Buscar en esta zona' }).click(),
  ]);
  await expect(page).toHaveURL(/[?&]bbox=/);
  await expect(page).not.toHaveURL(/vista=mapa/);
  await expect(views.getByRole('radio', { name: 'Lista' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Quitar zona del mapa' })).toBeVisible();

  // Only listings in Córdoba (the demo's near Río Cuarto at least); the page shows them.
  const found = (await response.json()) as ListResponse;
  expect(found.info.total).toBeGreaterThan(0);
  expect(found.payload.every((listing) => listing.state === 'Córdoba')).toBe(true);
  const cards = resultList(page).getByRole('listitem');
  await expect(cards).toHaveCount(found.payload.length);
  for (const card of await cards.all()) await expect(card).toContainText(', Córdoba');
  await expectNoSeriousA11yViolations(page);
  await shot('area-results');

  // Removing the area shows the whole catalogue again.
  await page.getByRole('button', { name: 'Quitar zona del mapa' }).click();
  await expect(page).not.toHaveURL(/[?&]bbox=/);
  await expect(page.getByText(/\d+ campos encontrados/)).toBeVisible();
});

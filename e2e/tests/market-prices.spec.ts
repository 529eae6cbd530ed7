import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, bearer, drawTestJpeg, registerUser } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 13 (market prices): from the home's call to action to /precios, filtered to a province
// and land use, with its table and chart; a listing's page says where its price stands. At 1280
// and 375 px, each project in a province of its own so the two never share a cell.

interface MarketPrice {
  state: string;
  category: string;
  operation: string;
  median: number;
  p25: number;
  p75: number;
  count: number;
}

/** es-AR figures, written independently of the app: dots for thousands. */
const dotted = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Publishes an Industrial listing for sale through the API, with a photo of its own. */
async function publishPriced(
  page: Page,
  owner: Account,
  listing: { title: string; state: string; price: number; category?: string },
) {
  const upload = await page.request.post(`/api/properties/upload-image/${owner.user._id}`, {
    headers: bearer(owner),
    multipart: { images: { name: 'campo.jpg', mimeType: 'image/jpeg', buffer: await drawTestJpeg(page) } },
  });
  expect(upload.ok()).toBe(true);
  const { urls } = (await upload.json()) as { urls: string[] };
  const created = await page.request.post('/api/properties/add-property', {
    headers: bearer(owner),
    data: {
      category: listing.category ?? 'Industrial',
      operation: 'venta',
      listing_title: listing.title,
      price: listing.price,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
      hectares: 120,
      nearest_town: 'Parque industrial',
      access: 'Sobre ruta asfaltada',
      payment_type: ['Contado'],
      description:
        'Predio con acceso pavimentado, energía trifásica y playa de maniobras para camiones de gran porte.',
      state: listing.state,
      facilities: ['Luz Eléctrica', 'Galpón'],
      technical_report: '',
      video_link: '',
      images: urls,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { addedProperty: { _id: string } }).addedProperty._id;
}

async function marketCell(request: APIRequestContext, state: string, category: string): Promise<MarketPrice> {
  const response = await request.get(
    `/api/market/prices?${new URLSearchParams({ state, category, operation: 'venta' })}`,
  );
  expect(response.ok()).toBe(true);
  const { prices } = (await response.json()) as { prices: MarketPrice[] };
  expect(prices).toHaveLength(1);
  return prices[0]!;
}

test('a visitor checks what campos ask per hectare, and where a listing stands', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const state = testInfo.project.name === 'mobile' ? 'Jujuy' : 'Santa Cruz';
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}${testInfo.retry}`;
  const seller = await registerUser(page.request, testInfo, 'Marta', 'Precios');
  // Six industrial plots, enough for the province's figures, and one tourist field, too few.
  let cheap = '';
  for (const price of [800, 850, 900, 1000, 1100, 1200]) {
    const id = await publishPriced(page, seller, {
      title: `Predio industrial ${price} ${stamp}`,
      state,
      price,
    });
    if (price === 850) cheap = id;
  }
  await publishPriced(page, seller, {
    title: `Campo turístico ${stamp}`,
    state,
    price: 3000,
    category: 'Turístico',
  });
  const cell = await marketCell(page.request, state, 'Industrial');

  // The home's call to action leads to /precios.
  await page.goto('/');
  const cta = page.getByRole('region', { name: '¿Cuánto vale tu campo?' });
  await cta.getByRole('link', { name: 'Ver precios por hectárea' }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cuánto vale un campo?' })).toBeVisible();
  await expect(page).toHaveTitle('¿Cuánto vale un campo? - Tranquera');

  // Filtered to the province: its industrial plots have figures, its tourist field too few.
  const filters = page.getByRole('form', { name: 'Filtrar precios' });
  await filters.getByLabel('Provincia').selectOption(state);
  await expect(page).toHaveURL(
    new RegExp(`\\?state=${encodeURIComponent(state).replace(/%20/g, '(\\+|%20)')}$`),
  );
  const table = page.getByRole('table');
  await expect(
    page.getByRole('heading', { level: 2, name: `Precio de venta por hectárea en ${state}` }),
  ).toBeVisible();
  const industrial = table.getByRole('row', { name: new RegExp(`^${state} Industrial`) });
  await expect(industrial.getByRole('cell')).toHaveText([
    `USD ${dotted(cell.median)}`,
    `${dotted(cell.p25)} – ${dotted(cell.p75)}`,
    dotted(cell.count),
  ]);
  await expect(table.getByRole('row', { name: new RegExp(`^${state} Turístico`) })).toContainText(
    'Sin datos suficientes',
  );

  await filters.getByLabel('Uso del campo').selectOption('Industrial');
  await expect(page).toHaveURL(/category=Industrial/);
  await expect(table.getByRole('row')).toHaveCount(2);

  // The last 12 months: this month's plots make its bar.
  const chart = page.getByRole('figure', { name: `Campos industriales en venta en ${state}` });
  const months = chart.getByRole('listitem');
  await expect(months).toHaveCount(12);
  await expect(months.last()).toContainText(/: USD [\d.]+ por hectárea, \d+ avisos/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/market-prices/precios-${testInfo.project.name}.png`, fullPage: true });

  // Rent is apart: none of these plots is for rent.
  await filters.getByLabel('Operación').selectOption('alquiler');
  await expect(page).toHaveURL(/operation=alquiler/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Alquiler por hectárea en ${state}` }),
  ).toBeVisible();
  await expect(
    page.getByText('Todavía no hay avisos con precio publicados para esta búsqueda.'),
  ).toBeVisible();

  // A listing's page says where its price stands, and links to its cell.
  const difference = Math.round(((850 - cell.median) / cell.median) * 100);
  const standing =
    Math.abs(difference) <= 2
      ? `En la mediana de campos industriales en ${state}`
      : `${Math.abs(difference)} % ${difference < 0 ? 'por debajo' : 'por encima'} de la mediana de campos industriales en ${state}`;
  await page.goto(`/property/${cheap}`);
  const line = page.getByRole('region', { name: /^Precio/ }).getByRole('link', { name: standing });
  await expect(line).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await line.click();
  await expect(page).toHaveURL(/\/precios\?state=.+&category=Industrial$/);
  await expect(filters.getByLabel('Provincia')).toHaveValue(state);
  await expect(filters.getByLabel('Uso del campo')).toHaveValue('Industrial');
  await expect(table.getByRole('row', { name: new RegExp(`^${state} Industrial`) })).toBeVisible();
});

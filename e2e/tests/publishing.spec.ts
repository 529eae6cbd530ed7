import type { Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { heavyPhotos, listingPhotos, type PhotoFile } from '../fixtures/photos.ts';
import { registerSeller, signIn } from '../fixtures/seller.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Spec texts (§2, §5, §8), written here independently of the app.
const CREATED = 'Se ha creado un anuncio con éxito.';
const EDITED = 'Se ha editado el anuncio con éxito.';
const DELETED = 'Se ha eliminado el anuncio con éxito';
const NOT_FOUND = 'No se ha encontrado la propiedad seleccionada.';
const EMPTY_GRID =
  'No se han encontrado campos. Intenta modificando la búsqueda o prueba de nuevo más tarde.';
const TILES_DOWN = 'No se pudieron cargar los mapas. Podés marcar la ubicación igual.';
const SHOTS = '/tmp/publish';

async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage });
}

/** No internet here: make the tile server fail at once, as it would offline. */
async function tilesUnreachable(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** A word no demo listing has, so search finds exactly ours. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `Calandria${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
}

const photoInput = (page: Page) => page.locator('input[type="file"]');
const photoItems = (page: Page) =>
  page.getByRole('list', { name: 'Fotos del anuncio' }).getByRole('listitem');

async function chooseCategory(page: Page, category: string) {
  await page.getByRole('button', { name: new RegExp(`^${category}`) }).click();
  await expect(page.getByRole('heading', { name: 'Datos del campo' })).toBeVisible();
}

interface ListingFields {
  title: string;
  price: string;
  province?: string;
}

/** Everything but the photos and the map, as a seller would type it. */
async function fillListing(page: Page, { title, price, province }: ListingFields) {
  await page.getByLabel('Título del anuncio').fill(title);
  await page.getByLabel('Precio', { exact: true }).fill(price);
  await page.getByLabel('Hectáreas totales').fill('350.5');
  if (province) await page.getByLabel('Provincia').selectOption(province);
  await page.getByLabel('Localidad más cercana').fill('Puelches');
  await page.getByLabel('Acceso', { exact: true }).fill('12 km de tierra');
  await page
    .getByLabel('Descripción detallada')
    .fill(
      'Campo de cría con buenas aguadas, potreros alambrados y casco con galpón. Suelos aptos para pasturas.',
    );
  await page.getByRole('checkbox', { name: 'Contado' }).check();
  await page.getByRole('checkbox', { name: 'Molino' }).check();
  await page.getByRole('checkbox', { name: 'Manga' }).check();
  await page.getByLabel('Enlace de video').fill('https://youtu.be/dQw4w9WgXcQ');
}

async function addPhotos(page: Page, photos: PhotoFile[]) {
  await photoInput(page).setInputFiles(photos);
  await expect(photoItems(page)).toHaveCount(photos.length);
  // Every preview shows the picture itself.
  await expect
    .poll(() =>
      photoItems(page)
        .locator('img')
        .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(photos.length);
}

/** The id of the listing page we landed on. */
async function landedListingId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Galería de fotos' });
const myListing = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

test.describe('publishing', () => {
  test('a new seller publishes a listing with photos and a map point, edits it and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const seller = await registerSeller(request, 'publica');
    await signIn(page, seller);
    await tilesUnreachable(page);
    const photos = await listingPhotos();
    const word = uniqueWord();
    const title = `Campo ganadero La ${word}`;

    // Step 1: the category.
    await page.goto('/post-property');
    await expect(page).toHaveTitle('Publicar Gratis - Tranquera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publicar Gratis');
    await expect(page.getByRole('heading', { name: 'Selecciona una categoría' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'category-step');

    // Step 2: the chosen category leads back, and nothing typed is lost on the way.
    await chooseCategory(page, 'Ganadero');
    await page.getByLabel('Título del anuncio').fill(title);
    await page.getByRole('button', { name: /Categoría\s*Ganadero/ }).click();
    await expect(page.getByRole('heading', { name: 'Selecciona una categoría' })).toBeVisible();
    await chooseCategory(page, 'Mixto');
    await expect(page.getByRole('button', { name: /Categoría\s*Mixto/ })).toBeVisible();
    await expect(page.getByLabel('Título del anuncio')).toHaveValue(title);

    await fillListing(page, { title, price: '2500' });
    await expect(page.getByText('Se publica como USD 2.500 / Hectárea')).toBeVisible();
    await expect(page.getByTestId('description-count')).toHaveText(/^\d+ caracteres$/);

    // The map: tiles cannot load here, the picker says so and still takes a click.
    const map = page.getByTestId('location-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByText(TILES_DOWN)).toBeVisible();
    await expect(page.getByLabel('Provincia')).toHaveValue('');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 30);
    const coordinates = page.getByText(/^Coordenadas: /);
    await expect(coordinates).toBeVisible();
    const [lat, lng] = ((await coordinates.textContent()) ?? '').replace('Coordenadas: ', '').split(', ');
    const geocoded = await request.get(`/api/geo/reverse?lat=${lat}&lng=${lng}`);
    const { location } = (await geocoded.json()) as { location: { name: string; province: string } };
    await expect(page.getByLabel('Ubicación', { exact: true })).toHaveValue(location.name);
    await expect(page.getByLabel('Provincia')).toHaveValue(location.province);
    await expect(page.getByText('Sugerida según el punto marcado en el mapa.')).toBeVisible();

    await addPhotos(page, photos);
    await expect(photoItems(page).first()).toContainText('Principal');
    await expect(page.getByTestId('photo-count')).toContainText('3 de 20 fotos');
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'filled-form');

    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    await expect(page.getByText(CREATED)).toBeVisible();
    const id = await landedListingId(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(gallery(page).getByRole('img', { name: `${title}: foto 1 de 3` })).toBeVisible();
    await expect(page.getByText(location.name).first()).toBeVisible();

    // Search finds it by a word of its title.
    await page.goto(`/listing-properties?search=${word}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Edit: drop a photo and change the price.
    await page.goto('/my-properties');
    await myListing(page, title)
      .getByRole('link', { name: `Editar ${title}` })
      .click();
    await expect(page).toHaveURL(`/edit-property/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar anuncio');
    await expect(page.getByLabel('Título del anuncio')).toHaveValue(title);
    await expect(page.getByLabel('Ubicación', { exact: true })).toHaveValue(location.name);
    await expect(photoItems(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Quitar foto 2/ }).click();
    await expect(photoItems(page)).toHaveCount(2);
    await page.getByLabel('Precio', { exact: true }).fill('3100');
    await page.getByRole('button', { name: 'Editar anuncio' }).click();
    await expect(page.getByText(EDITED)).toBeVisible();
    await expect(page).toHaveURL(`/property/${id}`);
    await expect(page.getByTestId('detail-price')).toHaveText('USD 3.100 / Hectárea');
    await expect(gallery(page).getByRole('img', { name: `${title}: foto 1 de 2` })).toBeVisible();
    await expect(gallery(page).getByRole('img', { name: /foto \d de 3$/ })).toHaveCount(0);

    // Delete from 'Mis Anuncios', through the confirm dialog.
    await page.goto('/my-properties');
    await expect(page).toHaveTitle('Mis Anuncios - Tranquera');
    await expect(myListing(page, title)).toContainText('USD 3.100 / Hectárea');
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'my-properties');
    await myListing(page, title)
      .getByRole('button', { name: `Eliminar ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este anuncio?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'delete-dialog', false);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText(DELETED)).toBeVisible();
    await expect(myListing(page, title)).toHaveCount(0);
    await expect(page.getByText('No se han encontrado anuncios.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar un anuncio' })).toHaveAttribute(
      'href',
      '/post-property',
    );
    await snapshot(page, testInfo, 'my-properties-empty');

    await page.goto(`/listing-properties?search=${word}`);
    await expect(page.getByText(EMPTY_GRID)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('an empty submit shows the spec messages and sends nothing', async ({ page, request }) => {
    const seller = await registerSeller(request, 'vacio');
    await signIn(page, seller);
    await tilesUnreachable(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/properties/')) sent.push(r.url());
    });

    await page.goto('/post-property');
    await chooseCategory(page, 'Agrícola');
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();

    await expect(page.getByText('Debes completar este campo.')).toHaveCount(5);
    await expect(page.getByText('Debes elegir al menos una opción.')).toBeVisible();
    await expect(page.getByText('Debes elegir una opción.')).toBeVisible();
    await expect(page.getByText('La descripción debe tener al menos 50 caracteres.')).toBeVisible();
    await expect(page.getByText('Debes subir al menos una imágen.')).toBeVisible();
    await expect(page.getByLabel('Título del anuncio')).toBeFocused();

    // Photos are checked before uploading: a text file is refused with the spec's message.
    await photoInput(page).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(page.getByText('Solo se permiten imágenes JPG, PNG o GIF.')).toBeVisible();
    await expect(photoItems(page)).toHaveCount(0);

    // The description counts towards its minimum as the seller types.
    await page.getByLabel('Descripción detallada').fill('Campo chico');
    await expect(page.getByTestId('description-count')).toHaveText('11 de 50 caracteres mínimos');
    expect(sent).toEqual([]);
  });

  test('reordering the previews makes another photo the main one', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const seller = await registerSeller(request, 'orden');
    await signIn(page, seller);
    await tilesUnreachable(page);
    await page.goto('/post-property');
    await chooseCategory(page, 'Turístico');
    await fillListing(page, { title: `Chacra ${uniqueWord()}`, price: '0', province: 'Córdoba' });
    await expect(page.getByText('Se publica como Consultar Valor.')).toBeVisible();
    await addPhotos(page, await listingPhotos());

    // With the keyboard: the PNG (second) moves left and becomes the main photo.
    const moveLeft = page.getByRole('button', { name: 'Mover foto 2 a la izquierda' });
    await moveLeft.focus();
    await page.keyboard.press('Enter');
    await expect(photoItems(page).first()).toContainText('aguada.png');
    await expect(photoItems(page).first()).toContainText('Principal');
    await expect(photoItems(page).nth(1)).toContainText('lote-norte.jpg');
    await expect(photoItems(page).nth(1)).not.toContainText('Principal');
    // Focus follows the moved photo (its left arrow is now disabled, so the right one).
    await expect(page.getByRole('button', { name: 'Mover foto 1 a la derecha' })).toBeFocused();
    await page.getByRole('button', { name: 'Usar foto 3 como principal' }).click();
    await expect(photoItems(page).first()).toContainText('casco.jpg');
    await page.getByRole('button', { name: 'Mover foto 1 a la derecha' }).click();
    await expect(photoItems(page).first()).toContainText('aguada.png');
    await snapshot(page, testInfo, 'reordered-photos');

    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    const id = await landedListingId(page);
    await expect(page.getByText('Consultar Valor').first()).toBeVisible();

    // The main image is the PNG: the only 900×600 photo of the three.
    const detail = await request.get(`/api/properties/get-property/${id}`);
    const { property } = (await detail.json()) as { property: { main_image_url: string; images: string[] } };
    expect(property.images[0]).toBe(property.main_image_url);
    const main = await request.get(property.main_image_url);
    const { width, height } = await sharp(await main.body()).metadata();
    expect([width, height]).toEqual([900, 600]);
  });

  test('without a mouse: the province centre or typed coordinates place the point', async ({
    page,
    request,
  }) => {
    const seller = await registerSeller(request, 'teclado');
    await signIn(page, seller);
    // Here the tile server answers: no notice, real tiles.
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c4' } })
      .png()
      .toBuffer();
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: 'image/png', body: tile }),
    );

    await page.goto('/post-property');
    await page.getByRole('button', { name: /^Ganadero/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Provincia').selectOption('Córdoba');
    await page.getByText('Ingresar coordenadas o usar el centro de la provincia').click();
    await page.getByRole('button', { name: 'Usar el centro de Córdoba' }).press('Enter');
    await expect(page.getByLabel('Ubicación', { exact: true })).toHaveValue(/^Cerca de .+, Córdoba$/);

    await page.getByLabel('Latitud').fill('-33,89');
    await page.getByLabel('Longitud').fill('-60.57');
    await page.getByLabel('Longitud').press('Enter');
    await expect(page.getByLabel('Ubicación', { exact: true })).toHaveValue(
      'Cerca de Pergamino, Buenos Aires',
    );
    // The user had chosen a province: the map does not override it.
    await expect(page.getByLabel('Provincia')).toHaveValue('Córdoba');
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByText(TILES_DOWN)).toHaveCount(0);
  });

  test('20 photos of about 2 MB upload with a moving progress bar', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const seller = await registerSeller(request, 'veinte');
    await signIn(page, seller);
    await tilesUnreachable(page);
    const photos = await heavyPhotos(20);
    const totalMb = photos.reduce((sum, photo) => sum + photo.buffer.length, 0) / 1024 / 1024;
    expect(totalMb).toBeGreaterThan(35);
    expect(totalMb).toBeLessThan(50);

    await page.goto('/post-property');
    await chooseCategory(page, 'Agrícola');
    await fillListing(page, {
      title: `Campo ${uniqueWord()} con recorrida completa`,
      price: '9000',
      province: 'Santa Fe',
    });
    await addPhotos(page, photos);
    await expect(page.getByTestId('photo-count')).toContainText('20 de 20 fotos');

    // Sample the bar while it runs.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      setInterval(() => {
        const bar = document.querySelector('[data-testid="upload-progress"] [role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== value) seen.push(value);
      }, 25);
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    const bar = page.getByRole('progressbar', { name: /Subiendo fotos/ });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCount(0, { timeout: 180_000 });
    const uploadedMs = Date.now() - started;
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    const id = await landedListingId(page);
    const publishedMs = Date.now() - started;

    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeGreaterThanOrEqual(90);
    await expect(gallery(page).getByRole('img', { name: /foto 1 de 20$/ })).toBeVisible();

    const line = `20 photos, ${totalMb.toFixed(1)} MB: uploaded in ${(uploadedMs / 1000).toFixed(1)} s, published in ${(publishedMs / 1000).toFixed(1)} s (${testInfo.project.name}; bar values ${seen.join(' ')})`;
    testInfo.annotations.push({ type: 'performance', description: line });
    console.log(line);
    await request.delete(`/api/properties/delete-property/${id}/${seller.user._id}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
  });

  test('failures keep the form, and a retry only sends what is missing', async ({ page, request }) => {
    test.setTimeout(120_000);
    const seller = await registerSeller(request, 'reintento');
    await signIn(page, seller);
    await tilesUnreachable(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/upload-image/')) uploads.push(r.url());
    });
    // The first photo request dies on the way; the first save answers a server error.
    let failUpload = true;
    await page.route('**/api/properties/upload-image/**', (route) => {
      if (!failUpload) return route.continue();
      failUpload = false;
      return route.abort('connectionreset');
    });
    let failSave = true;
    await page.route('**/api/properties/add-property', (route) => {
      if (!failSave) return route.continue();
      failSave = false;
      return route.fulfill({ status: 500, json: { message: 'Se ha producido un error inesperado.' } });
    });

    await page.goto('/post-property');
    await chooseCategory(page, 'Industrial');
    const title = `Predio ${uniqueWord()} sobre ruta`;
    await fillListing(page, { title, price: '120000', province: 'Santa Fe' });
    await page.getByLabel('Unidad de precio').selectOption('Total');
    await addPhotos(page, await listingPhotos());
    const publish = page.getByRole('button', { name: 'Publicar anuncio' });

    await publish.click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Ha ocurrido un error al cargar las imágenes. Vuelve a intentarlo más tarde.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL('/post-property');
    await expect(photoItems(page)).toHaveCount(3);
    expect(uploads).toHaveLength(3);

    await publish.click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Ha ocurrido un error al crear el anuncio. Vuelve a intentarlo más tarde.',
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Título del anuncio')).toHaveValue(title);
    // Only the photo that failed went up again.
    expect(uploads).toHaveLength(4);

    await publish.click();
    const id = await landedListingId(page);
    expect(uploads).toHaveLength(4);
    await expect(page.getByTestId('detail-price')).toHaveText('USD 120.000');
    await expect(gallery(page).getByRole('img', { name: `${title}: foto 1 de 3` })).toBeVisible();

    // A failed delete keeps the listing; a failed list load says so.
    await page.route('**/api/properties/delete-property/**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Se ha producido un error inesperado.' } }),
    );
    await page.goto('/my-properties');
    await myListing(page, title)
      .getByRole('button', { name: `Eliminar ${title}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(
      page.getByText('Ha ocurrido un error al eliminar el anuncio. Prueba de nuevo más tarde.'),
    ).toBeVisible();
    await expect(myListing(page, title)).toBeVisible();
    expect((await request.get(`/api/properties/get-property/${id}`)).status()).toBe(200);

    await page.route(/\/api\/properties\/\?.*userId=/, (route) =>
      route.fulfill({ status: 500, json: { message: 'Se ha producido un error inesperado.' } }),
    );
    await page.reload();
    await expect(
      page.getByText('Se ha producido un error al buscar anuncios. Intenta de nuevo más tarde.'),
    ).toBeVisible();
  });

  test('a missing listing, or someone else’s, cannot be edited', async ({ page, request }) => {
    const seller = await registerSeller(request, 'ajeno');
    const other = await registerSeller(request, 'duenio');
    await signIn(page, seller);

    // Someone else's real listing.
    const [photo] = await listingPhotos();
    const upload = await request.post(`/api/properties/upload-image/${other.user._id}`, {
      headers: { authorization: `Bearer ${other.token}` },
      multipart: { images: photo! },
    });
    const { urls } = (await upload.json()) as { urls: string[] };
    const created = await request.post('/api/properties/add-property', {
      headers: { authorization: `Bearer ${other.token}` },
      data: {
        category: 'Mixto',
        listing_title: 'Campo de otra persona',
        price: 1000,
        currency: 'USD',
        hectares: 100,
        nearest_town: 'Tandil',
        access: 'Asfalto',
        payment_type: ['Contado'],
        description: 'Un campo que no es de quien intenta editarlo, con descripción suficiente.',
        state: 'Buenos Aires',
        images: urls,
      },
    });
    expect(created.status()).toBe(201);
    const { addedProperty } = (await created.json()) as { addedProperty: { _id: string } };

    await page.goto(`/edit-property/${addedProperty._id}`);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/edit-property/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('protected: without a session the publishing pages ask to sign in', async ({ page }) => {
    for (const path of ['/post-property', '/my-properties', '/edit-property/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { publishListing, registerUser, signInAs } from '../support/accounts.ts';
import { gotoListing } from '../support/listing-page.ts';
import { expectResponsivePhotos, recordLayoutShifts } from '../support/listing-photos.ts';
import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures.ts';

// The subset of a full listing (GET /api/properties/get-property/{id}) these tests read.
interface Listing {
  _id: string;
  listing_title: string;
  price: number;
  currency: string;
  pricing_unit: string;
  price_per_hectare: number;
  hectares: number;
  access: string;
  nearest_town: string;
  state: string;
  category: string;
  description: string;
  facilities: string[];
  payment_type: string[];
  technical_report: string;
  video_link: string;
  images: string[];
  location: { name: string; lat: number | null; lng: number | null };
  user_id: { _id: string; username: string; first_name: string; last_name: string };
}

/** Search pages carry lean cards: every listing in full comes from its detail endpoint. */
async function listings(request: APIRequestContext): Promise<Listing[]> {
  const response = await request.get('/api/properties/?limit=100');
  expect(response.ok()).toBe(true);
  const { payload } = (await response.json()) as { payload: { _id: string }[] };
  expect(payload.length).toBeGreaterThan(0);
  return Promise.all(
    payload.map(async ({ _id }) => {
      const detail = await request.get(`/api/properties/get-property/${_id}`);
      expect(detail.ok()).toBe(true);
      return ((await detail.json()) as { property: Listing }).property;
    }),
  );
}

async function findListing(request: APIRequestContext, match: (listing: Listing) => boolean) {
  const found = (await listings(request)).find(match);
  if (!found) throw new Error('the demo data has no listing for this case');
  return found;
}

/** Spec §2 price format, written independently of the app: dots for thousands. */
const dotted = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const priceSection = (page: Page) => page.getByRole('region', { name: /^Precio/ });

async function fillReportRequest(dialog: Locator) {
  await dialog.getByLabel('Email').fill('ana@example.com');
  await dialog.getByLabel('Nombre').fill('Ana Suárez');
  await dialog.getByLabel('Teléfono').fill('1155550000');
  await expect(dialog.getByLabel('Email')).toHaveValue('ana@example.com');
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Ana Suárez');
}

/** The photo shown is the one lined up with the gallery's left edge (the others slide away). */
async function expectShownPhoto(gallery: Locator, n: number, total: number) {
  const photo = gallery.getByRole('img', { name: `foto ${n} de ${total}` });
  await expect
    .poll(async () => {
      const [frame, box] = await Promise.all([gallery.boundingBox(), photo.boundingBox()]);
      return frame && box ? Math.round(Math.abs(frame.x - box.x)) : null;
    })
    .toBe(0);
}

/** An uploaded photo is stored in three WebP sizes, named by the large one (-lg.webp). */
const STORED = /-lg\.webp$/;
const variant = (url: string, suffix: 'sm' | 'md' | 'lg') => url.replace(STORED, `-${suffix}.webp`);

test.describe('property detail', () => {
  test('shows the listing: title, price, facts, facilities, payment and page meta', async ({
    page,
    request,
  }) => {
    const listing = await findListing(
      request,
      (l) => l.price > 0 && l.pricing_unit === 'por Hectárea' && l.payment_type.length > 0,
    );
    await page.goto(`/property/${listing._id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.listing_title);
    await expect(page.getByTestId('detail-price')).toHaveText(
      `${listing.currency} ${dotted(listing.price)} / Hectárea`,
    );
    await expect(page.getByText(`${listing.nearest_town}, ${listing.state}`).first()).toBeVisible();

    const facts = page.getByRole('region', { name: 'Características' });
    await expect(facts).toContainText(listing.access);
    await expect(facts).toContainText(listing.nearest_town);
    await expect(facts).toContainText(listing.state);
    await expect(facts).toContainText(listing.category);

    const facilities = page.getByRole('region', { name: 'Mejoras e instalaciones' });
    if (listing.facilities[0] === 'false' || listing.facilities.length === 0) {
      await expect(facilities.getByRole('listitem')).toHaveCount(0);
    } else {
      await expect(facilities.getByRole('listitem')).toHaveText(listing.facilities);
    }
    await expect(page.getByRole('region', { name: 'Condiciones de pago' }).getByRole('listitem')).toHaveText(
      listing.payment_type,
    );

    await expect(page).toHaveTitle(`${listing.listing_title} - Tranquera`);
    const firstWords = listing.description.replace(/\s+/g, ' ').trim().slice(0, 40);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${firstWords.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/property/${listing._id}$`),
    );

    if (!isMobile(page)) {
      // The side panel follows the reader down the page on wide screens.
      // With Descripción at the top, the panel's own place (beside the gallery) is out of view.
      await page
        .getByRole('heading', { name: 'Descripción' })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(page.getByRole('button', { name: 'Solicitar Informe' })).toBeInViewport();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a price of 0 shows Consultar Valor', async ({ page, request }) => {
    const listing = await findListing(request, (l) => l.price === 0);
    await page.goto(`/property/${listing._id}`);
    await expect(page.getByTestId('detail-price')).toHaveText('Consultar Valor');
  });

  test('a total price also shows the price per hectare', async ({ page, request }) => {
    const all = await listings(request);
    const totals = all.filter((l) => l.pricing_unit === 'Total' && l.price > 0).slice(0, 1);
    for (const listing of totals) {
      await page.goto(`/property/${listing._id}`);
      await expect(page.getByTestId('detail-price')).toHaveText(
        `${listing.currency} ${dotted(listing.price)}`,
      );
      await expect(priceSection(page)).toContainText(
        `${listing.currency} ${dotted(listing.price_per_hectare)} / Hectárea`,
      );
    }
  });

  test('the gallery changes slide with the arrows and the thumbnails, four thumbnails per view', async ({
    page,
    request,
  }) => {
    const listing = await findListing(request, (l) => l.images.length >= 5);
    const total = listing.images.length;
    await gotoListing(page, listing._id);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
    await expectShownPhoto(gallery, 1, total);

    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
    await expectShownPhoto(gallery, 2, total);

    await gallery.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();

    // Four thumbnails fill the strip, 10 px apart; the fifth starts beyond it.
    const thumbs = gallery.getByRole('button', { name: /^Ver foto \d+$/ });
    await expect(thumbs).toHaveCount(total);
    const strip = await thumbs
      .first()
      .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' swiper ')][1]")
      .boundingBox();
    const boxes = await Promise.all([0, 1, 3, 4].map((i) => thumbs.nth(i).boundingBox()));
    const [first, second, fourth, fifth] = boxes;
    if (!strip || !first || !second || !fourth || !fifth) throw new Error('thumbnails not laid out');
    expect(Math.round(second.x - (first.x + first.width))).toBe(10);
    expect(Math.abs(first.width * 4 + 30 - strip.width)).toBeLessThan(2);
    expect(fourth.x + fourth.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
    expect(fifth.x).toBeGreaterThanOrEqual(strip.x + strip.width - 1);

    await thumbs.nth(2).click();
    await expect(gallery.getByText(`3 / ${total}`)).toBeVisible();
    await expectShownPhoto(gallery, 3, total);
  });

  test("the gallery's first photo comes first at high priority, the others wait; every photo has its sizes", async ({
    page,
    request,
  }) => {
    const listing = await findListing(
      request,
      (l) => l.images.length >= 3 && l.images.every((u) => STORED.test(u)),
    );
    const [first, second] = listing.images as [string, string];
    await page.goto(`/property/${listing._id}`);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    const photos = gallery.getByRole('img', { name: /: foto \d+ de \d+$/ });

    // The server's HTML already asks for the first photo, before any script, over the same sizes:
    // phones up to 2× screens the card size alone, other screens choose from both.
    const preloads = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preloads).toHaveCount(2);
    const phone = '(max-width: 639px) and (max-resolution: 2dppx)';
    await expect(preloads.nth(0)).toHaveAttribute('media', phone);
    await expect(preloads.nth(0)).toHaveAttribute('imagesrcset', `${variant(first, 'md')} 640w`);
    await expect(preloads.nth(1)).toHaveAttribute('media', `not all and ${phone}`);
    await expect(preloads.nth(1)).toHaveAttribute(
      'imagesrcset',
      `${variant(first, 'md')} 640w, ${first} 1280w`,
    );
    for (const preload of await preloads.all()) {
      await expect(preload).toHaveAttribute('imagesizes', /calc\(100vw - 32px\)$/);
    }
    await expect(gallery.locator('picture source').first()).toHaveAttribute('media', phone);

    const photo = photos.first();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).not.toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('srcset', `${variant(first, 'md')} 640w, ${first} 1280w`);
    await expect(photo).toHaveAttribute('width', '1280');
    await expect(photo).toHaveAttribute('height', '853');
    // A phone gets the card size (640 px wide for a 343 px box, at most 2× screens); a wide
    // screen the large one.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(isMobile(page) ? /-md\.webp$/ : /-lg\.webp$/);
    // Until the visitor reaches for the gallery, the other photos are not downloaded.
    await expect(photos).toHaveCount(1);

    await gallery.hover();
    const next = photos.nth(1);
    await expect(next).toHaveAttribute('loading', 'lazy');
    await expect(next).toHaveAttribute('decoding', 'async');
    await expect(next).not.toHaveAttribute('fetchpriority', /.*/);
    await expect(next).toHaveAttribute('srcset', `${variant(second, 'md')} 640w, ${second} 1280w`);

    const thumbs = gallery.locator('img[alt=""]');
    await expect(thumbs).toHaveCount(listing.images.length);
    for (const thumb of await thumbs.all()) {
      await expect(thumb).toHaveAttribute('loading', 'lazy');
      await expect(thumb).toHaveAttribute('srcset', /-sm\.webp 240w, .+-md\.webp 640w$/);
      await expect(thumb).toHaveAttribute('width', '240');
    }
    // The owner's other listings, further down, wait too.
    const cards = page.getByRole('region', { name: /^Más campos de/ }).getByRole('img');
    for (const card of await cards.all()) await expect(card).toHaveAttribute('loading', 'lazy');
    await expectResponsivePhotos(page);
  });

  test('nothing moves while the page loads: the gallery is laid out before its script arrives', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await findListing(
      request,
      (l) => l.images.length >= 5 && l.location.lat !== null && l.video_link !== '',
    );
    // The slider's code and stylesheet come late, as on a slow phone: the server's HTML paints
    // first. Held until the page has been looked at (a fixed delay raced a busy machine).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/gallery-*', async (route) => {
      await released;
      await route.continue();
    });
    const layoutShift = await recordLayoutShifts(page);
    await page.goto(`/property/${listing._id}`, { waitUntil: 'domcontentloaded' });
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    await expect(gallery.getByRole('img').first()).toBeVisible();
    const before = await gallery.boundingBox();
    await expect(gallery.locator('.swiper-initialized')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('before-script.png') });
    release();
    // Swiper has taken over the slider; the map, below the fold, waits for the visitor to get
    // near it, in a frame of its final size.
    await expect(gallery.locator('.swiper-initialized')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    const map = page.getByTestId('property-map');
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    expect(await gallery.boundingBox()).toEqual(before);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeAttached();
    expect((await map.boundingBox())?.height).toBe(250);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    await page.screenshot({ path: testInfo.outputPath('gallery.png') });
  });

  test('embeds the video for each supported link form, and none without a link', async ({
    page,
    request,
  }) => {
    const all = await listings(request);
    const forms = [/youtube\.com\/watch\?/, /youtube\.com\/embed\//, /youtu\.be\//, /youtube\.com\/shorts\//];
    const withVideo = forms
      .map((form) => all.find((l) => form.test(l.video_link)))
      .filter((l): l is Listing => Boolean(l));
    expect(withVideo.length).toBeGreaterThan(0);
    for (const listing of withVideo) {
      const id = /(?:v=|embed\/|youtu\.be\/|shorts\/)([\w-]{11})/.exec(listing.video_link)?.[1];
      await page.goto(`/property/${listing._id}`);
      const video = page.locator('iframe[src*="youtube"]');
      await expect(video).toHaveAttribute('src', new RegExp(`/embed/${id}$`));
      await expect(video).toHaveAttribute('title', /.+/);
      expect((await video.boundingBox())?.height).toBe(315);
    }

    const without = await findListing(request, (l) => l.video_link === '');
    await page.goto(`/property/${without._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(without.listing_title);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('shows a 250 px map when the location has coordinates and none otherwise', async ({
    page,
    request,
  }) => {
    const located = await findListing(request, (l) => l.location.lat !== null);
    await page.goto(`/property/${located._id}`);
    const map = page.getByTestId('property-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(250);
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ubicación' })).toContainText(
      located.location.name || located.nearest_town,
    );

    const unlocated = await findListing(request, (l) => l.location.lat === null);
    await page.goto(`/property/${unlocated._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unlocated.listing_title);
    await expect(page.getByTestId('property-map')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ubicación' })).toHaveCount(0);
  });

  test('the owner card links to the seller page and Contactar goes to the message page', async ({
    page,
    request,
  }) => {
    const listing = (await listings(request))[0]!;
    const owner = listing.user_id;
    await gotoListing(page, listing._id);
    const card = page.getByRole('region', { name: 'Publicado por' });
    await expect(card.getByRole('link', { name: `${owner.first_name} ${owner.last_name}` })).toHaveAttribute(
      'href',
      `/user/${owner.username}`,
    );
    // Listening before the click: the message page may later redirect visitors to /login.
    await Promise.all([
      page.waitForURL(`**/message/${owner._id}?propiedad=${listing._id}`),
      card.getByRole('link', { name: 'Contactar' }).click(),
    ]);
    const stored = await page.evaluate(() => sessionStorage.getItem('contactProperty'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ id: listing._id, listing_title: listing.listing_title });
  });

  test('Contactar tapped before the app has taken the page over still names the listing', async ({
    browser,
    request,
  }, testInfo) => {
    const buyer = await registerUser(request, testInfo, 'Lucía', 'Ferreyra');
    const listing = (await listings(request))[0]!;
    const owner = listing.user_id;
    const context = await browser.newContext(testInfo.project.use);
    try {
      const page = await context.newPage();
      await signInAs(page, buyer);
      // The server-rendered page without its script: what a phone shows before the app arrives.
      let held = 0;
      await page.route('**/assets/index-*.js', (route) => (held++ === 0 ? route.abort() : route.fallback()));
      await page.goto(`/property/${listing._id}`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await page
        .getByRole('region', { name: 'Publicado por' })
        .getByRole('link', { name: 'Contactar' })
        .click();
      await expect(page).toHaveURL(`/message/${owner._id}?propiedad=${listing._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Mensaje para ${owner.first_name} ${owner.last_name}`,
      );
      // In the page's main part: the footer may list the same listing among the newest.
      await expect(page.getByRole('main').getByRole('link', { name: listing.listing_title })).toHaveAttribute(
        'href',
        `/property/${listing._id}`,
      );
    } finally {
      await context.close();
    }
  });

  test("the listing's owner sees Ver mis anuncios and Mi perfil instead", async ({
    page,
    request,
  }, testInfo) => {
    const owner = await registerUser(request, testInfo, 'Hugo', 'Sosa');
    const listingId = await publishListing(page, owner, 'Campo de Hugo en Balcarce');
    await signInAs(page, owner);
    await page.goto(`/property/${listingId}`);
    await expect(page.getByRole('link', { name: 'Ver mis anuncios' })).toHaveAttribute(
      'href',
      '/my-properties',
    );
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('button', { name: 'Solicitar Informe' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contactar' })).toHaveCount(0);
  });

  test('the report modal opens, validates its fields and closes with Escape', async ({ page, request }) => {
    const listing = (await listings(request))[0]!;
    await gotoListing(page, listing._id);
    const open = page.getByRole('button', { name: 'Solicitar Informe' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar informe' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Carga tus datos y recibe las especificaciones del campo');
    await expect(dialog.getByLabel('Email')).toBeFocused();

    await dialog.getByRole('button', { name: 'Descargar' }).click();
    await expect(dialog.getByText('Debes completar este campo.')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failed report request shows the failure toast and closes the modal', async ({ page, request }) => {
    const listing = (await listings(request))[0]!;
    // A server failure is simulated (it cannot be provoked from outside).
    let sent: unknown = null;
    await page.route('**/api/form-message/contact', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 503, json: { message: 'no disponible' } });
    });
    await gotoListing(page, listing._id);
    await page.getByRole('button', { name: 'Solicitar Informe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar informe' });
    await fillReportRequest(dialog);
    await dialog.getByRole('button', { name: 'Descargar' }).click();
    await expect(
      page.getByText('No es posible realizar esta acción en este momento. Intenta más tarde.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual({
      contact_email: 'ana@example.com',
      contact_name: 'Ana Suárez',
      contact_phone: '1155550000',
      contact_property: listing.listing_title,
      contact_property_id: listing._id,
    });
  });

  test('a sent report request without a report document confirms with a toast', async ({ page, request }) => {
    const listing = await findListing(request, (l) => l.technical_report === '');
    await gotoListing(page, listing._id);
    await page.getByRole('button', { name: 'Solicitar Informe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar informe' });
    await fillReportRequest(dialog);
    await dialog.getByRole('button', { name: 'Descargar' }).click();
    await expect(
      page.getByText('Formulario enviado con éxito. Pronto te enviaremos el reporte solicitado.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a sent report request opens the report document in a new window', async ({
    page,
    context,
    request,
  }) => {
    const listing = await findListing(request, (l) => /^(https?:\/\/|\/)/.test(l.technical_report));
    const reportPath = new URL(listing.technical_report, 'http://localhost').pathname;
    // The document may live outside this sandbox: serve a stand-in so only the opening is tested.
    await context.route(`**${reportPath}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'informe técnico' }),
    );
    await gotoListing(page, listing._id);
    await page.getByRole('button', { name: 'Solicitar Informe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar informe' });
    await fillReportRequest(dialog);
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toContain(reportPath);
    await expect(dialog).toBeHidden();
  });

  test('an unknown listing shows an error toast and goes home', async ({ page }) => {
    await page.goto('/property/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('No se ha encontrado la propiedad seleccionada.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

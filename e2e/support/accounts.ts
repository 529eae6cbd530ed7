import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

/** A fresh address per project, worker and run, so runs and parallel projects never collide. */
export function uniqueEmail(testInfo: TestInfo, name: string): string {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}`;
  return `${name}.${testInfo.project.name}.${stamp}@example.com`;
}

export interface StoredSession {
  token: string;
  /** The token's user, or the whole own profile once a profile update replaced it (spec §4). */
  user: {
    _id: string;
    username: string;
    email_address: string;
    profile_image: string | null;
    description?: string | null;
  };
}

/** The session the app keeps in session storage under 'auth' (spec §3), or null. */
export function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** A real JPEG drawn by the browser: a field at dusk, for uploads. */
export async function drawTestJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 300);
    sky.addColorStop(0, '#3d6b8f');
    sky.addColorStop(1, '#f2c98a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 480, 300);
    context.fillStyle = '#4a7d45';
    context.fillRect(0, 300, 480, 180);
    context.fillStyle = '#f7e3a1';
    context.beginPath();
    context.arc(320, 260, 48, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A signed-in user of the real server. */
export interface Account {
  token: string;
  user: { _id: string; username: string; first_name: string; last_name: string; email_address: string };
  name: string;
}

/** A real account through the API (spec §7 register + login). */
export async function registerUser(
  request: APIRequestContext,
  testInfo: TestInfo,
  first: string,
  last: string,
): Promise<Account> {
  const slug = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const email = uniqueEmail(testInfo, slug);
  const password = 'campo123';
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await request.post('/api/users/register', {
    data: {
      email_address: email,
      first_name: first,
      last_name: last,
      password,
      passwordConfirmed: password,
      username: `${slug}${stamp}`,
      accept_emails_from_admin: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/users/login', { data: { email_address: email, password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as Omit<Account, 'name'>;
  return { token, user, name: `${first} ${last}` };
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** Publishes a listing as `owner`: a real JPEG upload, then the listing itself. */
export async function publishListing(page: Page, owner: Account, title: string): Promise<string> {
  const jpeg = await drawTestJpeg(page);
  const upload = await page.request.post(`/api/properties/upload-image/${owner.user._id}`, {
    headers: bearer(owner),
    multipart: { images: { name: 'campo.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.ok()).toBe(true);
  const { urls } = (await upload.json()) as { urls: string[] };
  const created = await page.request.post('/api/properties/add-property', {
    headers: bearer(owner),
    data: {
      category: 'Ganadero',
      operation: 'venta',
      listing_title: title,
      price: 2500,
      currency: 'USD',
      pricing_unit: 'por Hectárea',
      hectares: 350,
      nearest_town: 'Río Cuarto',
      access: '12 km de tierra',
      payment_type: ['Contado'],
      description: 'Campo ganadero con buenas aguadas, alambrado perimetral en buen estado y casa principal.',
      state: 'Córdoba',
      facilities: ['Alambrado Perimetral', 'Molino'],
      technical_report: '',
      video_link: '',
      images: urls,
      location: { name: 'Cerca de Río Cuarto, Córdoba', lat: -33.13, lng: -64.35 },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { addedProperty: { _id: string } }).addedProperty._id;
}

/** Opens every page of `page` signed in as `account` (spec §3: session storage 'auth'). */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await page.addInitScript(
    (auth) => sessionStorage.setItem('auth', auth),
    JSON.stringify({ token: account.token, user: account.user }),
  );
}

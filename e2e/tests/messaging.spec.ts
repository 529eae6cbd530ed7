import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Account, bearer, publishListing, registerUser } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 5: messages between users through the real server, each user in a browser of their
// own, with new messages arriving live (Server-Sent Events) or, without the stream, by polling.

const NO_MESSAGES = 'No se encontraron mensajes.';
const REQUIRED = 'Debes completar este campo.';
const CHAT_UNAVAILABLE = 'No se puede acceder al chat en este momento';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/messages/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** A browser of the user's own, signed in (spec §3: the session lives in session storage). */
async function browserFor(browser: Browser, testInfo: TestInfo, account: Account) {
  const context = await browser.newContext(testInfo.project.use);
  await context.addInitScript(
    (auth) => sessionStorage.setItem('auth', auth),
    JSON.stringify({ token: account.token, user: account.user }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Marks the document: if the page reloads, the mark is gone. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function sendApiMessage(request: APIRequestContext, from: Account, chatId: string, text: string) {
  const response = await request.post(`/api/messages/send-message?id=${chatId}`, {
    headers: bearer(from),
    data: { text },
  });
  expect(response.status()).toBe(201);
}

const bubbles = (page: Page) => page.getByTestId('chat-area').getByRole('listitem');

test.describe('messages between users', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  test('a buyer contacts a seller from the listing and both talk live', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const seller = await registerUser(request, testInfo, 'Rosario', 'Benítez');
    const buyer = await registerUser(request, testInfo, 'Tomás', 'Aguirre');
    const title = `Campo ganadero La Tranquera ${testInfo.project.name}`;
    const a = await browserFor(browser, testInfo, seller);
    const b = await browserFor(browser, testInfo, buyer);
    contexts = [a.context, b.context];
    const listingId = await publishListing(a.page, seller, title);

    // The seller has no conversations yet, and keeps /chats open.
    await a.page.goto('/chats');
    await expect(a.page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await expect(a.page.getByText(NO_MESSAGES)).toBeVisible();
    await expectNoSeriousA11yViolations(a.page);
    await snapshot(a.page, testInfo, 'chats-empty');
    await markDocument(a.page);

    // The buyer opens the listing and clicks 'Contactar'.
    // This context is the test's own: its goto does not wait for the app to take the page over,
    // and 'Contactar' names its listing whether it is clicked before that or after.
    await b.page.goto(`/property/${listingId}`);
    await b.page.getByRole('link', { name: 'Contactar' }).click();
    await expect(b.page).toHaveURL(`/message/${seller.user._id}?propiedad=${listingId}`);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(`Mensaje para ${seller.name}`);
    await expect(b.page).toHaveTitle(`Mensaje para ${seller.name} - Tranquera`);
    await expect(b.page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      `/property/${listingId}`,
    );
    await b.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(b.page.getByText(REQUIRED)).toBeVisible();
    await expectNoSeriousA11yViolations(b.page);
    await snapshot(b.page, testInfo, 'message-owner');

    const first = 'Hola Rosario, ¿el campo tiene aguadas naturales?';
    await b.page.getByLabel('Tu mensaje').fill(first);
    await expect(b.page.getByText(`${first.length} / 2.000`)).toBeVisible();
    await b.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(b.page.getByText(`Mensaje enviado a ${seller.name} con éxito.`)).toBeVisible();
    await expect(b.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const chatId = b.page.url().split('/').pop()!;
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(seller.name);
    await expect(b.page.getByTestId('own-message')).toHaveText(/Hola Rosario.*ahora/);
    await markDocument(b.page);

    // The conversation appears on the seller's open /chats without a reload.
    const row = a.page.getByTestId('conversation');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText(first);
    await expect(row).toContainText('Menos de 1 día');
    await expect(row.getByText('1 mensaje sin leer')).toBeAttached();
    await expect(row.getByRole('link', { name: `Campo: ${title}` })).toHaveAttribute(
      'href',
      `/property/${listingId}`,
    );
    expect(await sameDocument(a.page)).toBe(true);
    await expectNoSeriousA11yViolations(a.page);
    await snapshot(a.page, testInfo, 'chats-list');

    // The seller opens it and answers with Enter; Shift+Enter breaks the line.
    await row.getByRole('link', { name: `Conversación con ${buyer.name}` }).click();
    await expect(a.page).toHaveURL(`/chat/${chatId}`);
    await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(buyer.name);
    await expect(a.page.getByTestId('other-message')).toContainText(first);
    const area = a.page.getByTestId('chat-area');
    expect(await area.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('350px');
    const box = a.page.getByPlaceholder('Escribir mensaje..');
    await expect(box).toHaveAccessibleName('Mensaje');
    await box.fill('Sí, dos tajamares.');
    await box.press('Shift+Enter');
    await box.pressSequentially('¿Cuándo querés visitarlo?');
    await expect(box).toHaveValue('Sí, dos tajamares.\n¿Cuándo querés visitarlo?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const reply = a.page.getByTestId('own-message').last();
    await expect(reply).toContainText('Sí, dos tajamares.');
    await expect(reply).toContainText('ahora');

    // The buyer, still on the chat, gets the reply live, line break included.
    const received = b.page.getByTestId('other-message').last();
    await expect(received).toContainText('Sí, dos tajamares.\n¿Cuándo querés visitarlo?');
    expect(await sameDocument(b.page)).toBe(true);

    // Text is shown as text, never as markup.
    const markup = '<img src=x onerror="window.__pwned=1"><b>negrita</b>';
    await b.page.getByPlaceholder('Escribir mensaje..').fill(markup);
    await b.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(a.page.getByTestId('other-message').last()).toContainText(markup);
    await expect(a.page.getByTestId('chat-area').locator('b, img')).toHaveCount(0);
    expect(await a.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await expectNoSeriousA11yViolations(a.page);
    await snapshot(a.page, testInfo, 'chat-seller');
    await snapshot(b.page, testInfo, 'chat-buyer');

    // The conversation is reused: contacting again about the same listing opens the same chat.
    await b.page.goto(`/property/${listingId}`);
    // This context is the test's own (not the fixture's page, whose goto waits for it): the page
    // answers 'Contactar' with its listing once the app has taken it over.
    await expect(b.page.locator('html[data-hydrated]')).toBeAttached();
    await b.page.getByRole('link', { name: 'Contactar' }).click();
    await b.page.getByLabel('Tu mensaje').fill('Otra pregunta más.');
    await b.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(b.page).toHaveURL(`/chat/${chatId}`);
    await expect(bubbles(b.page).filter({ hasText: 'Otra pregunta más.' })).toHaveCount(1);

    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  test('nobody else can read a chat: 403 from the API, and home with a notice in the app', async ({
    browser,
    request,
  }, testInfo) => {
    const seller = await registerUser(request, testInfo, 'Elena', 'Paz');
    const buyer = await registerUser(request, testInfo, 'Marcos', 'Díaz');
    const stranger = await registerUser(request, testInfo, 'Iván', 'Roldán');
    const sent = await request.post('/api/messages/send-message', {
      headers: bearer(buyer),
      data: { text: 'Hola, ¿sigue disponible?', receiverId: seller.user._id },
    });
    expect(sent.status()).toBe(201);
    const { chatId } = (await sent.json()) as { chatId: string };

    const forbidden = await request.get(`/api/messages/get-chat/${chatId}`, { headers: bearer(stranger) });
    expect(forbidden.status()).toBe(403);

    const c = await browserFor(browser, testInfo, stranger);
    contexts = [c.context];
    await c.page.goto(`/chat/${chatId}`);
    await expect(c.page.getByText(CHAT_UNAVAILABLE)).toBeVisible();
    await expect(c.page).toHaveURL('/');
    await expect(c.page.getByText('Hola, ¿sigue disponible?')).toHaveCount(0);

    // An unknown chat is treated the same way.
    await c.page.goto('/chat/00000000-0000-4000-8000-000000000000');
    await expect(c.page.getByText(CHAT_UNAVAILABLE)).toBeVisible();
    await expect(c.page).toHaveURL('/');
    expect(c.errors).toEqual([]);
  });

  test('writing to yourself is refused with the server reason', async ({ browser, request }, testInfo) => {
    const me = await registerUser(request, testInfo, 'Julia', 'Ortiz');
    const { context, page, errors } = await browserFor(browser, testInfo, me);
    contexts = [context];
    await page.goto(`/message/${me.user._id}`);
    await page.getByLabel('Tu mensaje').fill('Probando');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('No puedes enviarte mensajes a ti mismo.')).toBeVisible();
    await expect(page).toHaveURL(`/message/${me.user._id}`);
    expect(errors).toEqual([]);
  });

  test('a long chat opens at the bottom and stays there as messages arrive', async ({
    browser,
    request,
  }, testInfo) => {
    const seller = await registerUser(request, testInfo, 'Nora', 'Vidal');
    const buyer = await registerUser(request, testInfo, 'Pablo', 'Suárez');
    const sent = await request.post('/api/messages/send-message', {
      headers: bearer(buyer),
      data: { text: 'Mensaje 1', receiverId: seller.user._id },
    });
    const { chatId } = (await sent.json()) as { chatId: string };
    for (let n = 2; n <= 14; n += 1) {
      await sendApiMessage(request, n % 2 ? buyer : seller, chatId, `Mensaje ${n}`);
    }

    const a = await browserFor(browser, testInfo, seller);
    contexts = [a.context];
    await a.page.goto(`/chat/${chatId}`);
    const area = a.page.getByTestId('chat-area');
    await expect(area.getByText('Mensaje 14', { exact: true })).toBeVisible();
    const atBottom = () =>
      area.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 2);
    expect(await area.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(atBottom).toBe(true);

    await sendApiMessage(request, buyer, chatId, 'Mensaje 15, en vivo');
    await expect(area.getByText('Mensaje 15, en vivo')).toBeInViewport();
    await expect.poll(atBottom).toBe(true);
    expect(a.errors).toEqual([]);
  });

  test('without the live stream, new messages still arrive by polling', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const seller = await registerUser(request, testInfo, 'Laura', 'Molina');
    const buyer = await registerUser(request, testInfo, 'Diego', 'Ferreyra');
    const a = await browserFor(browser, testInfo, seller);
    contexts = [a.context];
    await a.page.route(/\/api\/messages\/stream\?/, (route) => route.abort());
    await a.page.goto('/chats');
    await expect(a.page.getByText(NO_MESSAGES)).toBeVisible();

    const sent = await request.post('/api/messages/send-message', {
      headers: bearer(buyer),
      data: { text: 'Hola, ¿me llamás?', receiverId: seller.user._id },
    });
    expect(sent.status()).toBe(201);
    await expect(a.page.getByTestId('conversation')).toContainText('Hola, ¿me llamás?', { timeout: 25_000 });
    expect(a.errors).toEqual([]);
  });

  test('the message pages need a session', async ({ page }) => {
    await page.goto('/chats');
    await expect(page).toHaveURL('/login');
  });
});

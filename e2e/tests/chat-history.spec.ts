import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { bearer, registerUser, signInAs } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// A long negotiation: the chat opens on its newest messages (a page of 100) and 'Ver mensajes
// anteriores' brings the older ones in above, leaving the reader where they were.

const MESSAGES = 215;
const OLDER = 'Ver mensajes anteriores';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('/tmp/chat-history', { recursive: true });
  await page.screenshot({ path: `/tmp/chat-history/${name}-${testInfo.project.name}.png` });
}

/** Where a message sits inside the scrolling chat, in pixels from the chat's top edge. */
async function offsetInChat(area: Locator, message: Locator): Promise<number> {
  const [outer, inner] = await Promise.all([area.boundingBox(), message.boundingBox()]);
  return inner!.y - outer!.y;
}

test('a long chat opens on its newest messages and loads older ones on request', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = await registerUser(request, testInfo, 'Camila', 'Herrera');
  const buyer = await registerUser(request, testInfo, 'Joaquín', 'Peralta');
  const first = await request.post('/api/messages/send-message', {
    headers: bearer(buyer),
    data: { text: 'Mensaje 1', receiverId: seller.user._id },
  });
  expect(first.status()).toBe(201);
  const { chatId } = (await first.json()) as { chatId: string };
  // One after the other, so their order is the order they were written in.
  for (let n = 2; n <= MESSAGES; n += 1) {
    const sent = await request.post(`/api/messages/send-message?id=${chatId}`, {
      headers: bearer(n % 2 ? buyer : seller),
      data: { text: `Mensaje ${n}` },
    });
    expect(sent.status()).toBe(201);
  }

  await signInAs(page, seller);
  await page.goto(`/chat/${chatId}`);
  const area = page.getByTestId('chat-area');
  const message = (n: number) => area.getByText(`Mensaje ${n}`, { exact: true });
  await expect(message(MESSAGES)).toBeInViewport();
  await expect(message(MESSAGES - 99)).toBeAttached();
  await expect(message(MESSAGES - 100)).toHaveCount(0);
  await expect(message(1)).toHaveCount(0);

  // The reader scrolls up to the oldest message shown and asks for the ones before it.
  const older = area.getByRole('button', { name: OLDER });
  await area.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(older).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'newest-page');
  const reading = message(MESSAGES - 99);
  const before = await offsetInChat(area, reading);
  await older.click();
  await expect(message(MESSAGES - 100)).toBeAttached();
  await expect(message(MESSAGES - 199)).toBeAttached();
  await expect(message(MESSAGES - 200)).toHaveCount(0);
  // Still on the message they were reading; the ones just loaded wait above it.
  expect(Math.abs((await offsetInChat(area, reading)) - before)).toBeLessThan(3);
  await expect(reading).toBeInViewport();
  await expect(message(MESSAGES - 199)).not.toBeInViewport();
  await expect(older).not.toBeInViewport();
  await snapshot(page, testInfo, 'older-loaded');

  // The last older page, by keyboard: Tab from the chat reaches the button, Enter loads it.
  await area.focus();
  await page.keyboard.press('Tab');
  await expect(older).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(message(1)).toBeAttached();
  await expect(older).toHaveCount(0);
  await expect(area).toBeFocused();
  await area.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(message(1)).toBeInViewport();
  await snapshot(page, testInfo, 'first-message');

  // A new message still lands at the bottom, and the history read so far stays.
  const sent = await request.post(`/api/messages/send-message?id=${chatId}`, {
    headers: bearer(buyer),
    data: { text: '¿Cerramos la semana que viene?' },
  });
  expect(sent.status()).toBe(201);
  await expect(area.getByText('¿Cerramos la semana que viene?')).toBeInViewport();
  await expect(message(1)).toBeAttached();
  await expect(area.getByRole('listitem').filter({ hasText: /Mensaje \d+/ })).toHaveCount(MESSAGES);
});

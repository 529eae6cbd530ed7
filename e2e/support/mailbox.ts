import { expect } from '@playwright/test';
import { MAIL_API_URL } from './e2e-env.ts';
import type { CapturedMail } from '../../server/src/test/smtp-capture.ts';

/**
 * Waits for a mail to `to` whose subject matches, as the capture server received it; `after`
 * skips the first mails (see `mailCount`) to wait for a new one.
 */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API_URL}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CapturedMail[];
        found = mails
          .slice(after)
          .reverse()
          .find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** How many mails `to` has received so far (to wait for the next one). */
export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${MAIL_API_URL}/mails?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as CapturedMail[]).length;
}

/** Waits for a mail to `to` whose text contains `text` (alerts may group other listings too). */
export async function waitForMailContaining(to: string, text: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API_URL}/mails?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as CapturedMail[]).find((mail) => mail.text.includes(text));
        return Boolean(found);
      },
      { message: `a mail to ${to} containing ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

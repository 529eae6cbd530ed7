import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** A delivery that failed: `permanent` when retrying can't help (the server refused the address). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Hands one message to the mail server. Only the outbox worker calls it. */
export interface MailTransport {
  deliver(message: MailMessage, messageId: string): Promise<void>;
  /** Where mail goes, for logs: the SMTP host or the outbox folder. */
  readonly target: string;
}

// Short enough that a dead or stalled server can't hold a worker's claim (outbox LEASE_MS).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox, so a fresh install works without a mail server.
 */
export function createMailTransport(config: Config): MailTransport {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      target: `${url.hostname}:${url.port || 25}`,
      async deliver(message, messageId) {
        try {
          await transport.sendMail({ from, ...message, messageId });
        } catch (error) {
          throw asDeliveryError(error);
        }
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: outbox,
    async deliver(message, messageId) {
      const info = await transport.sendMail({ from, ...message, messageId });
      // Named after the outbox id: a retried delivery overwrites the same file.
      const id = messageId.replace(/^<|@.*$/g, '');
      writeFileSync(path.join(outbox, `${id}.eml`), info.message as Buffer);
    },
  };
}

/**
 * 5xx replies about the mailbox or the message (550–554) won't change by retrying; anything
 * else (refused connection, timeout, 4xx, authentication) may.
 */
function asDeliveryError(error: unknown): MailDeliveryError {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 550 && responseCode <= 554;
  return new MailDeliveryError(String(message ?? error).slice(0, 500), permanent);
}

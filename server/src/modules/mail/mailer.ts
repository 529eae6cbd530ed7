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
  /** Extra headers (List-Unsubscribe on alerts). */
  headers?: Record<string, string>;
}

/**
 * Why a delivery failed: `connection` (no answer: retried as soon as the server answers again),
 * `temporary` (it answered, but not now), `permanent` (the recipient's mailbox doesn't exist).
 */
export type DeliveryFailure = 'connection' | 'temporary' | 'permanent';

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: DeliveryFailure,
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

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED']);

/**
 * Only a refused recipient is final (550/551/553 to RCPT, with no enhanced status or a 5.1.x
 * one): a relay or policy refusal (5.7.x, 554) usually means our own setup is wrong, and mail
 * must wait for it to be fixed rather than be dropped.
 */
function asDeliveryError(error: unknown): MailDeliveryError {
  const { responseCode, response, command, code, message } = error as {
    responseCode?: number;
    response?: string;
    command?: string;
    code?: string;
    message?: string;
  };
  const text = String(message ?? error).slice(0, 500);
  const enhanced = /\b([245])\.(\d{1,3})\.\d{1,3}\b/.exec(response ?? '');
  const refusedRecipient =
    [550, 551, 553].includes(responseCode ?? 0) &&
    /^RCPT/i.test(command ?? '') &&
    (!enhanced || (enhanced[1] === '5' && enhanced[2] === '1'));
  if (refusedRecipient) return new MailDeliveryError(text, 'permanent');
  if (!responseCode && CONNECTION_CODES.has(code ?? '')) return new MailDeliveryError(text, 'connection');
  return new MailDeliveryError(text, 'temporary');
}

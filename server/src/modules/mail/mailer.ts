import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and logged, so a fresh install works without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

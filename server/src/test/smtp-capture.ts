import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** The List-* headers (List-Unsubscribe, List-Unsubscribe-Post), lower-case names. */
  listHeaders: Record<string, string>;
  /** ISO time the message was accepted. */
  receivedAt: string;
}

export interface SmtpCaptureOptions {
  /** A fixed port (to bring up a server that was down); a free one by default. */
  port?: number;
  /** A refusal for some recipients, e.g. `{ code: 550, text: '5.1.1 Mailbox does not exist' }`. */
  rejectRecipient?: (address: string) => { code: number; text: string } | null;
  /** Holds each message before accepting it, as a slow server does, until the promise settles. */
  holdDelivery?: () => Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives: tests read the mail a user would.
 * The server's tests start one per file; the e2e suite runs one for the whole run
 * (e2e/support/mail-capture.ts) and reads it over HTTP.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const received: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.rejectRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          await options.holdDelivery?.();
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({
            to,
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            listHeaders: Object.fromEntries(
              mail.headerLines
                .filter((line) => line.key.startsWith('list-'))
                .map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]),
            ),
            receivedAt: new Date().toISOString(),
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to `address` matching the subject (the newest such when several). */
    async waitFor(address: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...received]
          .reverse()
          .find(
            (mail) =>
              mail.to.toLowerCase().includes(address.toLowerCase()) &&
              (!subject || subject.test(mail.subject)),
          );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

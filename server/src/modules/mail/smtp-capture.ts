import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpCaptureOptions {
  /** A fixed port (to bring up a server that was down); a free one by default. */
  port?: number;
  /** Recipients refused with a permanent 550, as a server does for a mailbox that doesn't exist. */
  rejectRecipient?: (address: string) => boolean;
}

/** A real SMTP server on loopback that keeps what it receives: tests read the mail a user would. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const received: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipient?.(address.address)) return callback();
      const refusal = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({
            to,
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
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
    /** Waits for the first message to `address` (after `since` messages) matching the subject. */
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

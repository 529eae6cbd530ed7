// A real SMTP server on loopback that keeps what the app sends, plus a small HTTP endpoint
// listing the received mails as JSON: tests read the mail a user would. Run with `npx tsx`.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_API_PORT, SMTP_PORT } from './e2e-env.ts';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const received: CapturedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        received.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

// GET /mails?to=address lists what that address received, newest last; GET /health for readiness.
const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MAIL_API_PORT}`);
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? received.filter((mail) => mail.to.toLowerCase().includes(to)) : received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});

smtp.listen(SMTP_PORT, '127.0.0.1', () => {
  api.listen(MAIL_API_PORT, '127.0.0.1', () => {
    console.log(
      `mail capture: smtp://127.0.0.1:${SMTP_PORT}, mails at http://127.0.0.1:${MAIL_API_PORT}/mails`,
    );
  });
});

const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// The server tests' SMTP capture (server/src/test/smtp-capture.ts) on the run's SMTP port, plus
// a small HTTP endpoint listing the received mails as JSON: tests read the mail a user would.
// Run with `npx tsx`.
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../server/src/test/smtp-capture.ts';
import { MAIL_API_PORT, SMTP_PORT } from './e2e-env.ts';

const smtp = await startSmtpCapture({ port: SMTP_PORT });

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
  const mails = to ? smtp.received.filter((mail) => mail.to.toLowerCase().includes(to)) : smtp.received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});

api.listen(MAIL_API_PORT, '127.0.0.1', () => {
  console.log(`mail capture: ${smtp.url}, mails at http://127.0.0.1:${MAIL_API_PORT}/mails`);
});

const stop = () => {
  api.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

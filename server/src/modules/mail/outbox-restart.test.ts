import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../../test/build-test-app.ts';
import { LEASE_MS } from './outbox.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { freeLoopbackPort } from '../../test/ports.ts';

// The real server as a separate process, killed with SIGKILL while mail is pending: what was
// queued must survive and go out once after the restart.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-restart-'));
const databaseUrl = process.env.TEST_DATABASE_URL
  ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
  : undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

async function startServer(port: number, smtpPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TEAM_EMAIL: 'equipo@tranquera.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  // Generous: a busy CI machine, and PGlite recovering its files after the kill.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/properties/?limit=1`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start: ${stderr.slice(-2000)}`);
}

it('delivers mail queued before a kill -9 once the server is back, exactly once', async () => {
  const [port, smtpPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  // A mail server that hangs up on every connection: we see the worker's attempt happen.
  let attempts = 0;
  const hangUp = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => hangUp.listen(smtpPort, '127.0.0.1', resolve));
  const first = await startServer(port, smtpPort);
  const res = await fetch(`http://127.0.0.1:${port}/api/form-message/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contact_email: 'visita@example.com',
      contact_description: 'Busco campo en Salta',
    }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { message: string }).message).toBe('Mensaje enviado con éxito');
  // Killed once the first delivery attempt has failed (and had a moment to be recorded).
  while (attempts === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  await new Promise<void>((resolve) => hangUp.close(() => resolve()));

  const smtp = await startSmtpCapture({ port: smtpPort });
  try {
    await startServer(port, smtpPort);
    // Usually within seconds; if the kill landed while the first process held its claim on the
    // message, only once that claim's lease (LEASE_MS) has run out: never twice.
    const mail = await smtp.waitFor('equipo@tranquera.test', /visita@example.com/, LEASE_MS + 60_000);
    expect(mail.text).toContain('Busco campo en Salta');
    // A few more worker rounds: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.close();
  }
}, 300_000);

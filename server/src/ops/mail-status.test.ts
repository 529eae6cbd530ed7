import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freeLoopbackPort } from '../test/ports.ts';

// `npm run mail:status` as an operator runs it, on an embedded database holding mail that a dead
// mail server kept from going out.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-mail-status-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mailStatus = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ops/mail-status.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

it('lists waiting mail with its last error, and refuses while the server holds the database', async () => {
  const app = await buildApp({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${await freeLoopbackPort()}`,
      TEAM_EMAIL: 'equipo@tranquera.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    logger: false,
  });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/form-message/contact',
      payload: { contact_email: 'visita@example.com', contact_description: 'Hola' },
    });
    expect(res.statusCode).toBe(200);
    await app.mailOutbox.runOnce();
    await expect(mailStatus()).rejects.toMatchObject({
      stderr: expect.stringMatching(/in use by the server/),
    });
  } finally {
    await app.close();
  }

  const { stdout } = await mailStatus();
  expect(stdout).toContain('pending 1 · sent 0 · failed 0');
  expect(stdout).toMatch(
    /\[pending\] .* to equipo@tranquera\.test: "Nuevo mensaje de contacto de visita@example\.com" — \d+ attempt\(s\), next try/,
  );
  expect(stdout).toMatch(/last error: .*ECONNREFUSED/);
}, 120_000);

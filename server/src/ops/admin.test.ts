import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { insertUser } from '../db/seed/factories.ts';
import { signSessionToken } from '../modules/auth/tokens.ts';

// `npm run admin -- grant|revoke EMAIL` as an operator runs it, on an embedded database.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  RATE_LIMITS: 'off',
  WEB_DIST: path.join(dataDir, 'no-web'),
};
const admin = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ops/admin.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** Whether `email`'s account reaches the back-office with a fresh session. */
async function onTeam(email: string): Promise<boolean> {
  const app = await buildApp({ env, logger: false });
  try {
    const [account] = await app.db.select().from(users).where(eq(users.emailAddress, email));
    if (!account) throw new Error(`no account ${email}`);
    const token = await signSessionToken(app.config.JWT_SECRET, account);
    const res = await app.inject({
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode === 200;
  } finally {
    await app.close();
  }
}

it('grants and revokes team membership, and says so when no account has the address', async () => {
  const app = await buildApp({ env, logger: false });
  await insertUser(app.db, { emailAddress: 'ana@tranquera.test', username: 'ana' });
  await app.close();

  expect((await admin('grant', 'Ana@Tranquera.test')).stdout).toContain(
    'Ana@Tranquera.test is now on the team.',
  );
  expect(await onTeam('ana@tranquera.test')).toBe(true);
  expect((await admin('revoke', 'ana@tranquera.test')).stdout).toContain('is no longer on the team.');
  expect(await onTeam('ana@tranquera.test')).toBe(false);
  await expect(admin('grant', 'nadie@tranquera.test')).rejects.toMatchObject({
    stderr: expect.stringContaining('Error: no account uses nadie@tranquera.test.'),
  });
  await expect(admin('promote', 'ana@tranquera.test')).rejects.toMatchObject({
    stderr: expect.stringContaining('expected "grant EMAIL" or "revoke EMAIL"'),
  });
}, 120_000);

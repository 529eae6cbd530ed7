import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { sampleListing } from '../db/seed/factories.ts';
import { jpegPhoto, multipartImages } from '../test/image-files.ts';
import { OperatorError } from './backup-archive.ts';
import { backupDataDir } from './backup-data-dir.ts';
import { restoreDataDir } from './restore-data-dir.ts';

// Backups are of the embedded database and its files: every app here runs on PGlite in a real
// DATA_DIR, also when the rest of the suite runs on PostgreSQL (TEST_DATABASE_URL).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'tranquera-backup-test-'));
const inScratch = (name: string) => path.join(scratch, name);
const source = inScratch('source');

function buildFileApp(dataDir: string): Promise<FastifyInstance> {
  return buildApp({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      // Generated into DATA_DIR/jwt-secret, which the backup carries: sessions survive a restore.
      JWT_SECRET: undefined,
      SMTP_URL: undefined,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      PUBLIC_URL: 'http://tranquera.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    logger: false,
  });
}

const account = { email_address: 'rosa.campos@example.com', password: 'alambrado-7' };
const original = { listingId: '', userId: '', token: '', photoUrl: '', photo: Buffer.alloc(0) as Buffer };

beforeAll(async () => {
  const app = await buildFileApp(source);
  try {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        ...account,
        passwordConfirmed: account.password,
        first_name: 'Rosa',
        last_name: 'Campos',
        username: 'rosacampos',
      },
    });
    expect(registered.statusCode).toBe(201);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: account });
    expect(login.statusCode).toBe(200);
    original.token = login.json().token;
    original.userId = login.json().user._id;
    const headers = { authorization: `Bearer ${original.token}` };

    const body = multipartImages([{ name: 'tranquera.jpg', data: await jpegPhoto() }]);
    const upload = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${original.userId}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(upload.statusCode).toBe(201);
    const images = upload.json().urls as string[];
    const published = await app.inject({
      method: 'POST',
      url: '/api/properties/add-property',
      headers,
      payload: { ...sampleListing, listing_title: 'Campo con monte en Tandil', images },
    });
    expect(published.statusCode).toBe(201);
    original.listingId = published.json().addedProperty._id;
    original.photoUrl = images[0]!;
    const photo = await app.inject({ url: original.photoUrl });
    expect(photo.statusCode).toBe(200);
    original.photo = photo.rawPayload;

    await expect(backupDataDir({ dataDir: source, file: inScratch('live.tar.gz') })).rejects.toThrow(
      /in use by the server .*stop the server first, or use DATABASE_URL \+ pg_dump/,
    );
    expect(existsSync(inScratch('live.tar.gz'))).toBe(false);
  } finally {
    await app.close();
  }
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The listing, the login and the photo, as a restored app serves them. */
async function expectOriginalData(app: FastifyInstance) {
  const detail = await app.inject({ url: `/api/properties/get-property/${original.listingId}` });
  expect(detail.statusCode).toBe(200);
  expect(detail.json().property).toMatchObject({
    listing_title: 'Campo con monte en Tandil',
    main_image_url: original.photoUrl,
    user_id: { _id: original.userId },
  });
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: account });
  expect(login.statusCode).toBe(200);
  expect(login.json().user._id).toBe(original.userId);
  const photo = await app.inject({ url: original.photoUrl });
  expect(photo.statusCode).toBe(200);
  expect(photo.rawPayload.equals(original.photo)).toBe(true);
}

describe('db:backup and db:restore (embedded database)', () => {
  const backup = inScratch('backup.tar.gz');
  const target = inScratch('target');

  it('writes one private archive with the database, the photos and the JWT secret', async () => {
    const { manifest } = await backupDataDir({ dataDir: source, file: backup });
    expect(manifest).toMatchObject({ database: 'pglite', users: 1, listings: 1, jwtSecret: true });
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    const entries: string[] = [];
    await tar.t({ file: backup, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'pglite.tar', 'jwt-secret']));
    expect(entries).toContain(original.photoUrl.slice(1));
    expect(manifest.photos).toBe(entries.filter((entry) => /^uploads\/.+\.\w+$/.test(entry)).length);
    await expect(backupDataDir({ dataDir: source, file: backup })).rejects.toThrow(/already exists/);
    const published = path.join(source, 'uploads', 'backup.tar.gz');
    await expect(backupDataDir({ dataDir: source, file: published })).rejects.toThrow(/inside uploads/);
  });

  it('restores into an empty DATA_DIR: the same listing, login, session and photo bytes', async () => {
    const { database } = await restoreDataDir({ dataDir: target, file: backup });
    expect(database).toMatchObject({ users: 1, listings: 1 });
    expect(readFileSync(path.join(target, 'jwt-secret'))).toEqual(
      readFileSync(path.join(source, 'jwt-secret')),
    );
    const app = await buildFileApp(target);
    try {
      await expectOriginalData(app);
      const profile = await app.inject({
        url: `/api/users/get-profile/${original.userId}`,
        headers: { authorization: `Bearer ${original.token}` },
      });
      expect(profile.statusCode).toBe(200);

      await expect(backupDataDir({ dataDir: target, file: inScratch('busy.tar.gz') })).rejects.toThrow(
        DataDirBusyError,
      );
      await expect(restoreDataDir({ dataDir: target, file: backup })).rejects.toThrow(DataDirBusyError);
    } finally {
      await app.close();
    }
  });

  it('refuses a DATA_DIR that holds data, and with force moves that data aside', async () => {
    const before = readdirSync(path.join(source, 'pglite')).sort();
    const refusal = restoreDataDir({ dataDir: source, file: backup });
    await expect(refusal).rejects.toThrow(OperatorError);
    await expect(refusal).rejects.toThrow(
      /already holds a database \(pglite\/\), \d+ photo files \(uploads\/\)/,
    );
    expect(readdirSync(path.join(source, 'pglite')).sort()).toEqual(before);
    expect(readdirSync(source).filter((name) => name.startsWith('.restore-'))).toEqual([]);

    const { movedAside } = await restoreDataDir({ dataDir: source, file: backup, force: true });
    expect(readdirSync(movedAside!).sort()).toEqual(['jwt-secret', 'pglite', 'uploads']);
    expect(existsSync(path.join(source, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is not a backup', async () => {
    const notBackup = inScratch('notes.tar.gz');
    await tar.c({ file: notBackup, gzip: true, cwd: repoRoot }, ['package.json']);
    await expect(restoreDataDir({ dataDir: inScratch('other'), file: notBackup })).rejects.toThrow(
      /not a Tranquera backup/,
    );
  });
});

describe('the npm scripts', () => {
  const run = promisify(execFile);
  const typedIn = inScratch('operator');
  const npm = (args: string[], dataDir: string) =>
    run('npm', ['--prefix', repoRoot, 'run', ...args], {
      cwd: typedIn,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('back up and restore with paths relative to where npm was typed', { timeout: 180_000 }, async () => {
    mkdirSync(typedIn, { recursive: true });
    const target = inScratch('cli-target');
    const backedUp = await npm(['db:backup', '--', 'cli.tar.gz'], source);
    expect(backedUp.stdout).toContain(`to ${path.join(typedIn, 'cli.tar.gz')}`);
    expect(existsSync(path.join(typedIn, 'cli.tar.gz'))).toBe(true);

    const restored = await npm(['db:restore', 'cli.tar.gz'], target);
    expect(restored.stdout).toContain('1 users, 1 listings');
    const again = await npm(['db:restore', '--', 'cli.tar.gz'], target).catch((error) => error);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Error: DATA_DIR ${target} already holds a database`);

    const app = await buildFileApp(target);
    try {
      await expectOriginalData(app);
    } finally {
      await app.close();
    }
  });
});

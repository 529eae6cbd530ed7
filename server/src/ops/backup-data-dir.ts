import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { createPglite } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import {
  countFiles,
  dataDirLayout,
  describeDatabase,
  ENTRY,
  hasDatabase,
  type Manifest,
  OperatorError,
} from './backup-archive.ts';

export interface BackupOptions {
  dataDir: string;
  /** The .tar.gz to write; it must not exist yet. */
  file: string;
  /** With PostgreSQL the database is pg_dump's job: the archive holds the photos and the secret. */
  databaseUrl?: string;
}

/**
 * Writes DATA_DIR's embedded database, photos and JWT secret to one archive. The database is
 * only consistent when no server has it open, so this holds DATA_DIR's lock throughout.
 */
export async function backupDataDir({ dataDir, file, databaseUrl }: BackupOptions) {
  const layout = dataDirLayout(dataDir);
  const embedded = !databaseUrl;
  if (existsSync(file)) throw new OperatorError(`${file} already exists: choose another name.`);
  if (!existsSync(path.dirname(file))) throw new OperatorError(`${path.dirname(file)} does not exist.`);
  if (!path.relative(layout.photos, file).startsWith('..')) {
    throw new OperatorError(`${file} is inside uploads/, which the server publishes: choose another place.`);
  }
  if (embedded && !hasDatabase(layout.pglite)) {
    throw new OperatorError(
      `No embedded database in ${layout.pglite}. Is DATA_DIR right? Relative paths are resolved ` +
        'from server/, as the server does (`npm start` keeps its data in server/data).',
    );
  }
  const lock = embedded ? acquireDataDirLock(dataDir, 'db:backup') : null;
  // Next to the target: the dump may be large, and it must not sit in a shared /tmp.
  const staging = mkdtempSync(path.join(path.dirname(file), '.tranquera-backup-'));
  const partial = `${file}.partial`;
  try {
    const entries: string[] = [ENTRY.manifest];
    const database = embedded ? await dumpPglite(layout.pglite, path.join(staging, ENTRY.database)) : null;
    if (database) entries.push(ENTRY.database);
    if (existsSync(layout.jwtSecret)) {
      copyFileSync(layout.jwtSecret, path.join(staging, ENTRY.jwtSecret));
      entries.push(ENTRY.jwtSecret);
    }
    if (existsSync(layout.photos)) {
      symlinkSync(layout.photos, path.join(staging, ENTRY.photos), 'dir');
      entries.push(ENTRY.photos);
    }
    const manifest: Manifest = {
      format: 'tranquera-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: embedded ? 'pglite' : 'postgresql',
      postgresVersion: database?.postgresVersion ?? null,
      users: database?.users ?? null,
      listings: database?.listings ?? null,
      photos: countFiles(layout.photos),
      jwtSecret: entries.includes(ENTRY.jwtSecret),
    };
    await writeFile(path.join(staging, ENTRY.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    // `follow` packs the photos behind the symlink; the archive is private (password hashes, secret).
    await tar.c(
      { file: partial, cwd: staging, gzip: true, portable: true, follow: true, mode: 0o600 },
      entries,
    );
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, manifest };
  } finally {
    rmSync(path.join(staging, ENTRY.photos), { force: true });
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
    lock?.release();
  }
}

async function dumpPglite(pgliteDir: string, target: string) {
  const client = createPglite({ dataDir: pgliteDir });
  await client.waitReady;
  try {
    // Flushed pages make a dump that needs no recovery when it is loaded.
    await client.exec('CHECKPOINT');
    const description = await describeDatabase(client);
    const dump = await client.dumpDataDir('none');
    await writeFile(target, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
    return description;
  } finally {
    await client.close();
  }
}

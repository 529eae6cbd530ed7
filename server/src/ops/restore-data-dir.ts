import {
  chmodSync,
  type Stats,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
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
  manifestSchema,
  OperatorError,
} from './backup-archive.ts';

export interface RestoreOptions {
  dataDir: string;
  file: string;
  /** Move what DATA_DIR already holds to DATA_DIR/replaced-<time>/ instead of refusing. */
  force?: boolean;
  databaseUrl?: string;
}

type Layout = ReturnType<typeof dataDirLayout>;

/**
 * Brings a backup back into DATA_DIR. Refuses a DATA_DIR that already holds a database, photos
 * or another JWT secret unless forced, and never deletes them: forced, they are moved aside.
 */
export async function restoreDataDir({ dataDir, file, force = false, databaseUrl }: RestoreOptions) {
  if (!existsSync(file)) throw new OperatorError(`${file} does not exist.`);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir, 'db:restore');
  const layout = dataDirLayout(dataDir);
  // Inside DATA_DIR, so that moving the restored files into place is a rename.
  const staging = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    if (!force) refuseOccupied(dataDir, occupied(layout, null));
    const incoming = dataDirLayout(staging);
    await tar.x({ file, cwd: staging, strict: true, filter: isArchiveEntry }).catch((error: Error) => {
      throw new OperatorError(`${file} could not be read as a backup: ${error.message}`);
    });
    const manifest = readManifest(staging, file);
    if (manifest.database === 'pglite' && databaseUrl) {
      throw new OperatorError(
        'This backup holds an embedded database, but DATABASE_URL is set, so the server would not use ' +
          'it. Unset DATABASE_URL to restore it.',
      );
    }
    const incomingSecret = existsSync(incoming.jwtSecret) ? readFileSync(incoming.jwtSecret, 'utf8') : null;
    const conflicts = occupied(layout, incomingSecret);
    if (!force) refuseOccupied(dataDir, conflicts);

    const database =
      manifest.database === 'pglite'
        ? await loadPglite(path.join(staging, ENTRY.database), incoming.pglite)
        : null;
    const movedAside = conflicts.length > 0 ? moveAside(layout, dataDir) : null;
    if (manifest.database === 'pglite') moveInto(incoming.pglite, layout.pglite);
    if (existsSync(incoming.photos)) moveInto(incoming.photos, layout.photos);
    if (incomingSecret !== null && !existsSync(layout.jwtSecret)) {
      renameSync(incoming.jwtSecret, layout.jwtSecret);
      chmodSync(layout.jwtSecret, 0o600);
    }
    return { manifest, database, movedAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** What a restore would replace; the JWT secret only when the backup brings a different one. */
function occupied(layout: Layout, incomingSecret: string | null): string[] {
  const found: string[] = [];
  if (existsSync(layout.pglite) && readdirSync(layout.pglite).length > 0) {
    found.push(hasDatabase(layout.pglite) ? 'a database (pglite/)' : 'files in pglite/');
  }
  const photos = countFiles(layout.photos);
  if (photos > 0) found.push(`${photos} photo files (uploads/)`);
  if (incomingSecret !== null && existsSync(layout.jwtSecret)) {
    if (readFileSync(layout.jwtSecret, 'utf8') !== incomingSecret)
      found.push('another JWT secret (jwt-secret)');
  }
  return found;
}

function refuseOccupied(dataDir: string, found: string[]) {
  if (found.length === 0) return;
  // `npm run db:restore FILE --force` gives --force to npm itself, which exports it like this.
  const swallowed = process.env.npm_config_force === 'true' ? ' (npm kept --force for itself)' : '';
  throw new OperatorError(
    `DATA_DIR ${dataDir} already holds ${found.join(', ')}: restore into an empty DATA_DIR, or run ` +
      `\`npm run db:restore -- FILE --force\`${swallowed} to move them to ${dataDir}/replaced-<time>/ first.`,
  );
}

function isArchiveEntry(entryPath: string, entry: Stats | tar.ReadEntry): boolean {
  const type = 'type' in entry ? entry.type : null;
  const name = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  if (type === 'Directory') return name === ENTRY.photos || name.startsWith(`${ENTRY.photos}/`);
  if (type !== 'File' && type !== 'OldFile') return false;
  return (
    name === ENTRY.manifest ||
    name === ENTRY.database ||
    name === ENTRY.jwtSecret ||
    name.startsWith(`${ENTRY.photos}/`)
  );
}

function readManifest(staging: string, file: string) {
  const manifestFile = path.join(staging, ENTRY.manifest);
  let content: unknown = null;
  try {
    content = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    // Missing or not JSON: not one of ours.
  }
  const parsed = manifestSchema.safeParse(content);
  if (!parsed.success) {
    const { format, version } = (content ?? {}) as { format?: unknown; version?: unknown };
    throw new OperatorError(
      format === 'tranquera-backup'
        ? `${file} was made by another version of Tranquera (backup format ${version}).`
        : `${file} is not a Tranquera backup (no valid manifest.json).`,
    );
  }
  if (parsed.data.database === 'pglite' && !existsSync(path.join(staging, ENTRY.database))) {
    throw new OperatorError(`${file} is incomplete: its manifest names a database it does not hold.`);
  }
  return parsed.data;
}

async function loadPglite(dump: string, pgliteDir: string) {
  const client = createPglite({ dataDir: pgliteDir, loadDataDir: await openAsBlob(dump) });
  await client.waitReady;
  try {
    return await describeDatabase(client);
  } finally {
    await client.close();
  }
}

function moveAside(layout: Layout, dataDir: string): string {
  const aside = path.join(dataDir, `replaced-${new Date().toISOString().replaceAll(':', '-')}`);
  mkdirSync(aside);
  for (const current of [layout.pglite, layout.photos, layout.jwtSecret]) {
    if (existsSync(current)) renameSync(current, path.join(aside, path.basename(current)));
  }
  return aside;
}

/** Replaces `to` only when it holds no files (an empty uploads/ the server made, say). */
function moveInto(from: string, to: string) {
  if (existsSync(to)) {
    if (countFiles(to) > 0) throw new Error(`${to} is not empty`);
    rmSync(to, { recursive: true });
  }
  renameSync(from, to);
}

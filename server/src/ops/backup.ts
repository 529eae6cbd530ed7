// `npm run db:backup [-- FILE|DIR]`: DATA_DIR's embedded database, photos and JWT secret in one .tar.gz.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../config.ts';
import { defaultBackupName, describeContents, OperatorError } from './backup-archive.ts';
import { backupDataDir } from './backup-data-dir.ts';
import { isDirectory, operatorPath, runCli } from './cli.ts';

const USAGE = `Usage: npm run db:backup [-- FILE.tar.gz | DIRECTORY]

Stop the server first. Writes DATA_DIR's embedded database, photos (uploads/) and JWT secret to
FILE, by default ./tranquera-backup-<time>.tar.gz. With DATABASE_URL set, only the photos and
the secret: back up the database with pg_dump.`;

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1) throw new OperatorError(`one file at most.\n\n${USAGE}`);
  const target = operatorPath(positionals[0] ?? '.');
  const file = isDirectory(target) ? path.join(target, defaultBackupName()) : target;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();

  const { bytes, manifest } = await backupDataDir({ dataDir, file, databaseUrl });
  console.log(`Backed up DATA_DIR ${dataDir}`);
  console.log(`to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB): ${describeContents(manifest)}.`);
  console.log('Keep it private: it holds password hashes, e-mail addresses and the key that signs sessions.');
  if (process.env.JWT_SECRET) console.log('JWT_SECRET is set in the environment: keep it with the backup.');
  if (databaseUrl) {
    const dump = file.replace(/(\.tar\.gz|\.tgz)?$/, '.dump');
    console.log(`
DATABASE_URL is set, so the database is not in this file. Back it up with pg_dump (of the
server's major version or newer), best just before db:backup so every photo it names is here:
  pg_dump --format=custom --no-owner --no-privileges --file=${dump} "$DATABASE_URL"
and restore it into an empty database, before the server first starts on it, with:
  pg_restore --single-transaction --no-owner --no-privileges --dbname="$DATABASE_URL" ${dump}`);
  }
});

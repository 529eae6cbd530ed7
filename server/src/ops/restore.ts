// `npm run db:restore -- FILE [--force]`: brings a db:backup archive back into an empty DATA_DIR.
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../config.ts';
import { describeContents, OperatorError } from './backup-archive.ts';
import { operatorPath, runCli } from './cli.ts';
import { restoreDataDir } from './restore-data-dir.ts';

const USAGE = `Usage: npm run db:restore -- FILE.tar.gz [--force]

Stop the server first. Restores a db:backup archive into DATA_DIR, which must hold no database,
photos or other JWT secret; --force moves those to DATA_DIR/replaced-<time>/ first.`;

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new OperatorError(`name one backup file.\n\n${USAGE}`);
  const file = operatorPath(positionals[0]!);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();

  const { manifest, database, movedAside } = await restoreDataDir({
    dataDir,
    file,
    force: values.force,
    databaseUrl,
  });
  if (movedAside) console.log(`Moved what DATA_DIR held to ${movedAside}.`);
  console.log(`Restored ${file} (made ${manifest.createdAt})`);
  console.log(`into DATA_DIR ${dataDir}: ${describeContents({ ...manifest, ...database })}.`);
  if (!manifest.jwtSecret) {
    console.log('The backup has no JWT secret: set the same JWT_SECRET as before, or users sign in again.');
  }
  if (manifest.database === 'postgresql') {
    console.log(`
This backup holds no database: restore the pg_dump taken with it into an empty database,
before the server first starts on it, with
  pg_restore --single-transaction --no-owner --no-privileges --dbname="$DATABASE_URL" FILE.dump`);
  }
  console.log('Start the server as usual: it applies any newer migrations.');
});

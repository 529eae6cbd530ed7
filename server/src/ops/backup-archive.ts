import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { JWT_SECRET_FILE } from '../config.ts';

/** A refusal or a mistake the operator can fix: the CLI prints its message alone. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** The backup archive (.tar.gz) holds these at its root. */
export const ENTRY = {
  manifest: 'manifest.json',
  /** PGlite's own dump of its data directory (`dumpDataDir`), uncompressed inside the archive. */
  database: 'pglite.tar',
  photos: 'uploads',
  jwtSecret: JWT_SECRET_FILE,
} as const;

export const manifestSchema = z.object({
  format: z.literal('tranquera-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** 'postgresql': made with DATABASE_URL set, so the database was left to pg_dump. */
  database: z.enum(['pglite', 'postgresql']),
  postgresVersion: z.string().nullable(),
  users: z.number().int().nullable(),
  listings: z.number().int().nullable(),
  photos: z.number().int(),
  jwtSecret: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Where the server keeps its state in DATA_DIR (see app.ts and config.ts). */
export function dataDirLayout(dataDir: string) {
  return {
    pglite: path.join(dataDir, 'pglite'),
    photos: path.join(dataDir, ENTRY.photos),
    jwtSecret: path.join(dataDir, ENTRY.jwtSecret),
  };
}

export function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `tranquera-backup-${stamp}.tar.gz`;
}

export function hasDatabase(pgliteDir: string): boolean {
  return existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory())
    .length;
}

/** What the operator wants to hear about a database: its version and how much it holds. */
export async function describeDatabase(client: PGlite) {
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  const count = async (table: 'users' | 'properties') => {
    try {
      const result = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      return result.rows[0]?.count ?? null;
    } catch {
      return null;
    }
  };
  return {
    postgresVersion: version.rows[0]?.server_version ?? null,
    users: await count('users'),
    listings: await count('properties'),
  };
}

export function describeContents(manifest: Manifest): string {
  const parts = [
    manifest.database === 'pglite'
      ? `embedded database (PostgreSQL ${manifest.postgresVersion}, ${manifest.users ?? '?'} users, ` +
        `${manifest.listings ?? '?'} listings)`
      : 'no database (made with DATABASE_URL: use pg_dump / pg_restore)',
    `${manifest.photos} photo files`,
    manifest.jwtSecret ? 'the JWT secret' : 'no JWT secret (JWT_SECRET was set in the environment)',
  ];
  return parts.join(', ');
}

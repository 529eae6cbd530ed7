import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';

/** Placeholder until the demo data lands. */
export async function seedDemoData(_db: Database, _options: { uploadsDir: string; log: FastifyBaseLogger }) {}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, STARTUP_LOCK_KEY } from '../client.ts';
import { properties, users } from '../schema.ts';
import { renderAvatar } from './demo-avatars.ts';
import { avatarFileName, buildDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_OWNERS, type OwnerKey } from './demo-owners.ts';
import { ensureDemoPhotos, PHOTO_POOL } from './demo-photos.ts';
import { propertyValues } from './factories.ts';

/**
 * Fills an empty database (no users yet) with the demo catalogue: owners with avatars and
 * about 60 listings with photos generated on the spot. A database with users is left alone,
 * so restarts add nothing; photo files already on disk are kept. Processes started together
 * on one PostgreSQL take turns under the startup lock: the first seeds (photos included, into
 * the shared uploads folder), the others then find the users there and do nothing.
 */
export async function seedDemoData(db: Database, options: { uploadsDir: string; log: FastifyBaseLogger }) {
  if (await hasUsers(db)) return;

  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    const demoDir = path.join(options.uploadsDir, 'demo');
    mkdirSync(demoDir, { recursive: true });
    const rendered = await ensureDemoPhotos(demoDir, PHOTO_POOL);
    await ensureAvatars(demoDir);

    const catalogue = buildDemoCatalogue(Date.now());
    const owners = await tx
      .insert(users)
      .values(catalogue.owners.map(({ key: _key, ...owner }) => owner))
      .returning({ id: users.id, username: users.username });
    const ownerIds = new Map(owners.map((owner) => [owner.username, owner.id]));
    await tx.insert(properties).values(
      catalogue.listings.map((listing) => ({
        ...propertyValues(listing.data),
        userId: ownerIds.get(DEMO_OWNERS[listing.owner].username)!,
        recommended: listing.recommended,
        createdAt: listing.createdAt,
        updatedAt: listing.updatedAt,
      })),
    );
    return { users: catalogue.owners.length, listings: catalogue.listings.length, photosRendered: rendered };
  });
  if (!seeded) return;

  options.log.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'demo data seeded');
}

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (existing?.count ?? 0) > 0;
}

async function ensureAvatars(dir: string): Promise<void> {
  await Promise.all(
    (Object.keys(DEMO_OWNERS) as OwnerKey[]).map(async (key) => {
      const design = DEMO_OWNERS[key].avatar;
      const file = path.join(dir, avatarFileName(key));
      if (design && !existsSync(file)) await renderAvatar(design, file);
    }),
  );
}

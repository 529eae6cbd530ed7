import { CATEGORIES } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingChanges } from '../../db/schema.ts';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { CatalogueVersion } from './catalogue-version.ts';
import { INHERITED_GENERATIONS, pruneListingChanges } from './map-changes.ts';
import { inMask, MapIndex, type MapSnapshot } from './map-index.ts';
import { codeOfValue, rankCodes } from './map-ranks.ts';
import { idOf, readSnapshot } from './map-records.ts';

// The map's index reads its listings whole once, then only those written since (map-changes.ts).
// Whatever the writes, the index made that way must be the one a whole read gives, text masks
// included.

let app: FastifyInstance;
let ownerId: string;
const WORDS = ['campo', 'monte', 'laguna', 'galpón', 'aguada', 'olivar'];
const TEXTS = ['campo', 'laguna galpón', 'oliv', 'aguada monte'];

/** Every listing of a snapshot by id, with what the map reads of it, and whether it is west to east. */
function listingsOf(snapshot: MapSnapshot) {
  const listings = new Map<string, unknown[]>();
  for (let slot = 0; slot < snapshot.size; slot++) {
    expect(slot === 0 || snapshot.lng[slot - 1]! <= snapshot.lng[slot]!).toBe(true);
    listings.set(idOf(snapshot, slot), [
      snapshot.lat[slot],
      snapshot.lng[slot],
      snapshot.x[slot],
      snapshot.y[slot],
      snapshot.category[slot],
      snapshot.operation[slot],
      snapshot.state[slot],
      snapshot.priceUsd[slot],
      snapshot.hectares[slot],
      snapshot.createdAt[slot],
    ]);
  }
  return listings;
}

const idsOf = (snapshot: MapSnapshot) =>
  Array.from({ length: snapshot.size }, (_, slot) => idOf(snapshot, slot));

const matching = (snapshot: MapSnapshot, mask: Uint32Array) =>
  new Set(
    Array.from({ length: snapshot.size }, (_, slot) => slot)
      .filter((slot) => inMask(mask, slot))
      .map((slot) => idOf(snapshot, slot)),
  );

const title = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => `Campo con ${words.join(' y ')}`);
const place = fc.record({
  lat: fc.double({ min: -40, max: -25, noNaN: true }),
  lng: fc.double({ min: -66, max: -56, noNaN: true }),
});

/** One write, as the app's services make them: a statement on `properties`, of one row or many. */
const write = fc.oneof(
  fc.record({ kind: fc.constant('publish' as const), title, place, paused: fc.boolean() }),
  fc.record({
    kind: fc.constant('price' as const),
    pick: fc.nat(),
    price: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), place }),
  fc.record({ kind: fc.constant('unlocate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('retitle' as const), pick: fc.nat(), title }),
  fc.record({
    kind: fc.constant('pause' as const),
    pick: fc.nat(),
    status: fc.constantFrom('paused', 'active'),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('category' as const),
    from: fc.constantFrom(...CATEGORIES),
    to: fc.constantFrom(...CATEGORIES),
  }),
  // A transaction rolled back, and one that rolls back to a savepoint after a first write.
  fc.record({
    kind: fc.constant('rollback' as const),
    pick: fc.nat(),
    price: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('savepoint' as const), pick: fc.nat(), other: fc.nat(), place }),
  // An owner's account deleted: their listings go by the foreign key's cascade.
  fc.record({ kind: fc.constant('owner' as const), pick: fc.nat() }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

async function apply(change: Write) {
  if (change.kind === 'publish') {
    await insertProperty(app.db, ownerId, {
      listing_title: change.title,
      status: change.paused ? 'paused' : 'active',
      location: { name: 'Algún lugar', ...change.place },
    });
    return;
  }
  if (change.kind === 'category') {
    // Many rows in one statement.
    await app.db.execute(sql`update properties set category = ${change.to} where category = ${change.from}`);
    return;
  }
  if (change.kind === 'owner') {
    const owners = (await app.db.execute(sql`select id from users where id <> ${ownerId} order by id`))
      .rows as {
      id: string;
    }[];
    if (owners.length > 0)
      await app.db.execute(sql`delete from users where id = ${owners[change.pick % owners.length]!.id}`);
    return;
  }
  const ids = (await app.db.execute(sql`select id from properties order by id`)).rows as { id: string }[];
  if (ids.length === 0) return;
  const id = ids[change.pick % ids.length]!.id;
  if (change.kind === 'rollback') {
    await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`update properties set price_per_hectare_usd = ${change.price} where id = ${id}`);
        tx.rollback();
      })
      .catch(() => {});
    return;
  }
  if (change.kind === 'savepoint') {
    const other = ids[change.other % ids.length]!.id;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set location_lat = ${change.place.lat} where id = ${id}`);
      await tx.execute(sql`savepoint before_other`);
      await tx.execute(sql`update properties set location_lng = ${change.place.lng} where id = ${other}`);
      await tx.execute(sql`rollback to savepoint before_other`);
    });
    return;
  }
  if (change.kind === 'price') {
    await app.db.execute(sql`update properties set price_per_hectare_usd = ${change.price} where id = ${id}`);
  } else if (change.kind === 'move') {
    await app.db.execute(
      sql`update properties set location_lat = ${change.place.lat}, location_lng = ${change.place.lng} where id = ${id}`,
    );
  } else if (change.kind === 'unlocate') {
    await app.db.execute(
      sql`update properties set location_lat = null, location_lng = null where id = ${id}`,
    );
  } else if (change.kind === 'retitle') {
    await app.db.execute(sql`update properties set listing_title = ${change.title} where id = ${id}`);
  } else if (change.kind === 'pause') {
    await app.db.execute(sql`update properties set status = ${change.status} where id = ${id}`);
  } else {
    await app.db.execute(sql`delete from properties where id = ${id}`);
  }
}

beforeAll(async () => {
  app = await buildTestApp();
  ownerId = (await signedInUser(app)).user.id;
  const random = fc.sample(fc.tuple(title, place, fc.constantFrom(...CATEGORIES)), { numRuns: 40, seed: 7 });
  // Some listings of other owners, whose accounts the writes may delete.
  const owners = [ownerId];
  for (let i = 0; i < 4; i++) owners.push((await signedInUser(app)).user.id);
  for (const [i, [listingTitle, location, category]] of random.entries()) {
    await insertProperty(app.db, owners[i % owners.length]!, {
      listing_title: listingTitle,
      category,
      location: { name: 'Campo', ...location },
    });
  }
});
afterAll(() => app.close());

describe("the map's index read by the listings written since", () => {
  it('is the index a whole read gives, text masks included, whatever was written', async () => {
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue);
    let snapshot = await index.current();
    for (const text of TEXTS) await index.textMask(snapshot, text);
    // Rank codes made on the first snapshot are carried to the next ones (map-ranks.ts).
    rankCodes(snapshot, 'createdAt');
    rankCodes(snapshot, 'priceUsd');
    await fc.assert(
      // Each round asks for some texts only: a mask skipped for a few rounds is carried over
      // from further back.
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 6 }),
        fc.subarray(TEXTS),
        async (writes, asked) => {
          for (const change of writes) await apply(change);
          catalogue.bump();
          const fullReadAt = snapshot.fullReadAt;
          snapshot = await index.current();
          // Made from the changes, not read whole again.
          expect(snapshot.fullReadAt).toBe(fullReadAt);
          const whole = await readSnapshot(app.db, catalogue.current);
          expect(listingsOf(snapshot)).toEqual(listingsOf(whole));
          // Each listing's carried code is its value's at the carried edges.
          for (const column of ['createdAt', 'priceUsd'] as const) {
            const ranked = snapshot.rankCodes?.[column];
            expect(ranked).toBeDefined();
            const codes = Array.from({ length: snapshot.size }, (_, slot) => ranked!.codes[slot]);
            const expected = Array.from({ length: snapshot.size }, (_, slot) =>
              codeOfValue(ranked!.edges, snapshot[column][slot]!),
            );
            expect(codes).toEqual(expected);
          }
          const reference = new MapIndex(app.db, new CatalogueVersion());
          for (const text of asked) {
            const inherited = matching(snapshot, await index.textMask(snapshot, text));
            expect(inherited).toEqual(matching(whole, await reference.textMask(whole, text)));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('carries a text mask over refreshes in which nobody asked for it, up to a limit', async () => {
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue);
    const listing = await insertProperty(app.db, ownerId, {
      listing_title: 'Campo con tamariscos',
      location: { name: 'Azul', lat: -36.8, lng: -59.9 },
    });
    const matchesOf = async () => {
      const snapshot = await index.current();
      return matching(snapshot, await index.textMask(snapshot, 'tamariscos'));
    };
    expect(await matchesOf()).toEqual(new Set([listing.id]));
    // Retitled around the log's triggers: a mask carried over still says it matches, one read
    // whole again says it doesn't. Then refreshes without the mask being asked for. Masks are read
    // from the search table, as the text searches read it, so the write sets that table's vectors
    // too: a write that skipped it would be wrong for the searches as much as for the map.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update properties set listing_title = 'Campo pelado' where id = ${listing.id}`);
      await tx.execute(
        sql`update listing_search set search_document = strip(properties.search_document), title_document = strip(properties.title_document)
          from properties where properties.id = listing_search.id and listing_search.id = ${listing.id}`,
      );
    });
    const refresh = async () => {
      await insertProperty(app.db, ownerId, {
        listing_title: 'Campo nuevo',
        location: { name: 'Tandil', lat: -37.3, lng: -59.1 },
      });
      catalogue.bump();
      await index.current();
    };
    // Five refreshes without it (the limit is INHERITED_GENERATIONS).
    for (let round = 0; round < 5; round++) await refresh();
    expect(await matchesOf()).toEqual(new Set([listing.id]));
    // Held once: the generation it was carried from no longer keeps it beside the new one.
    const carriedFrom: string[] = [];
    for (let node = (await index.current()).inherited; node; node = node.earlier) {
      if (node.masks.has('tamariscos')) carriedFrom.push('tamariscos');
    }
    expect(carriedFrom).toEqual([]);
    // Once more than INHERITED_GENERATIONS refreshes went by unasked, it is read whole.
    for (let round = 0; round <= INHERITED_GENERATIONS; round++) await refresh();
    expect(await matchesOf()).toEqual(new Set());
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  if (process.env.TEST_DATABASE_URL) {
    it('takes in a write that was in progress during the read before, once it is committed', async () => {
      const catalogue = new CatalogueVersion();
      const index = new MapIndex(app.db, catalogue);
      const listing = await insertProperty(app.db, ownerId, {
        listing_title: 'Campo en curso',
        location: { name: 'Pergamino', lat: -33.9, lng: -60.6 },
      });
      const priceOf = (snapshot: MapSnapshot) =>
        snapshot.priceUsd[
          Array.from({ length: snapshot.size }).findIndex((_, slot) => idOf(snapshot, slot) === listing.id)
        ];
      await index.current();
      const writer = new pg.Client({ connectionString: app.config.DATABASE_URL });
      await writer.connect();
      try {
        await writer.query('begin');
        await writer.query('update properties set price_per_hectare_usd = 4321 where id = $1', [listing.id]);
        // A later transaction ends first: the writer's is then among those the read sees in progress.
        await insertProperty(app.db, ownerId, { listing_title: 'Campo después' });
        catalogue.bump();
        expect(priceOf(await index.current())).toBe(listing.pricePerHectareUsd);
        await writer.query('commit');
      } finally {
        await writer.end();
      }
      catalogue.bump();
      const snapshot = await index.current();
      expect(snapshot.inherited).toBeDefined();
      expect(priceOf(snapshot)).toBe(4321);
    });
  }

  it('reads every listing again in the background an hour after a whole read, and whole once unread for 12 hours', async () => {
    let now = Date.now();
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue, null, () => now);
    const first = await index.current();
    const listing = await insertProperty(app.db, ownerId, {
      listing_title: 'Campo de a poco',
      location: { name: 'Junín', lat: -34.6, lng: -60.9 },
    });
    catalogue.bump();
    const refreshed = await index.current();
    expect(refreshed.fullReadAt).toBe(first.fullReadAt);
    expect(idsOf(refreshed)).toContain(listing.id);
    // A write around the log's triggers (as a bulk load in replica mode): no read of changes sees it.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update properties set price_per_hectare_usd = 777 where id = ${listing.id}`);
    });
    now += 61 * 60_000;
    // Served at once while every listing is read again.
    expect(await index.current()).toBe(refreshed);
    await index.idle();
    const whole = await index.current();
    expect(whole.fullReadAt).toBe(now);
    expect(whole.priceUsd[idsOf(whole).indexOf(listing.id)]).toBe(777);
    // Unread for 12 hours: the log may not reach back, so the next version is read whole.
    now += 13 * 60 * 60_000;
    catalogue.bump();
    expect((await index.current()).fullReadAt).toBe(now);
  });

  it('reads everything again after a TRUNCATE, which names no listing', async () => {
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue);
    expect((await index.current()).size).toBeGreaterThan(0);
    await app.db.execute(sql`truncate properties cascade`);
    catalogue.bump();
    const snapshot = await index.current();
    expect(snapshot.size).toBe(0);
    expect(snapshot.inherited).toBeUndefined();
  });

  it('forgets writes older than a day, and only those', async () => {
    await app.db.delete(listingChanges);
    await app.db.insert(listingChanges).values([
      { propertyId: crypto.randomUUID(), changedAt: new Date(Date.now() - 25 * 3600_000) },
      { propertyId: crypto.randomUUID(), changedAt: new Date(Date.now() - 23 * 3600_000) },
    ]);
    await pruneListingChanges(app.db);
    const left = await app.db.select().from(listingChanges);
    expect(left.map((row) => Math.round((Date.now() - row.changedAt.getTime()) / 3600_000))).toEqual([23]);
  });
});

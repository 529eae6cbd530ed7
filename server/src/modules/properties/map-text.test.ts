import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import { CatalogueVersion } from './catalogue-version.ts';
import { inMask, MapIndex, type MapSnapshot } from './map-index.ts';
import { idOf, located } from './map-records.ts';
import { lexemeKey, titleLexemeKey, WARM_SHARE } from './map-text.ts';
import { resolveTextSearch } from './text-query.ts';
import { wordsStartingAs } from './search-vocabulary.ts';

// The map's text masks composed from common words' masks must be the listings the search's own
// statement matches, whatever the text: prefixes, stop words, repeats, accents, rare words.

let app: FastifyInstance;
let ownerId: string;
/** Common in the catalogue below (most listings hold one or more), and a few rare ones. */
const COMMON = ['campo', 'campito', 'campaña', 'venta', 'ganadero', 'agrícola', 'laguna', 'monte'];
const RARE = ['tamariscos', 'caldenes', 'festuca'];
/** Each in about a fifth of the titles: more common words than one read ahead takes (30). */
const FILLER =
  'aguada molino galpón tranquera corral manga casco arboleda bebedero represa silo ripio asfalto tambo feedlot pivote alfalfa sorgo girasol trigo'.split(
    ' ',
  );
const TYPED = [
  ...COMMON,
  ...RARE,
  'cam',
  'gan',
  'agri',
  'de',
  'la',
  'y',
  'ca',
  'zzz',
  'Campo',
  'VENTA',
  'con',
  'del',
  'para',
];

/** Whether the snapshot has a mask of `key` or carries one over from an earlier one. */
function known(snapshot: MapSnapshot, key: string): boolean {
  if (snapshot.textMasks.has(key)) return true;
  for (let node = snapshot.inherited; node; node = node.earlier) if (node.masks.has(key)) return true;
  return false;
}

const matching = (snapshot: MapSnapshot, mask: Uint32Array) =>
  new Set(
    Array.from({ length: snapshot.size }, (_, slot) => slot)
      .filter((slot) => inMask(mask, slot))
      .map((slot) => idOf(snapshot, slot)),
  );

/** The words read ahead: those in a tenth of the listings or more, 40 at most (more than one read's 30). */
async function readAhead(index: MapIndex): Promise<string[]> {
  const common = (await index.commonLexemes())
    .filter(({ share }) => share >= WARM_SHARE)
    .slice(0, 40)
    .map(({ lexeme }) => lexeme);
  expect(common.length).toBeGreaterThan(30);
  return common;
}

/** The snapshot knows the word's masks, and they are the listings holding the word, and in their title. */
async function expectWordMask(index: MapIndex, snapshot: MapSnapshot, lexeme: string) {
  expect(known(snapshot, lexemeKey(lexeme))).toBe(true);
  const holding = async (column: SQL) =>
    new Set(
      (
        (
          await app.db.execute(
            sql`select id from properties where ${located} and ${column} @@ ${lexeme}::tsquery`,
          )
        ).rows as { id: string }[]
      ).map((row) => row.id),
    );
  expect(matching(snapshot, await index.lexemeMask(snapshot, lexeme))).toEqual(
    await holding(sql`search_document`),
  );
  expect(known(snapshot, titleLexemeKey(lexeme))).toBe(true);
  expect(matching(snapshot, await index.titleLexemeMask(snapshot, lexeme))).toEqual(
    await holding(sql`title_document`),
  );
}

/**
 * What the listing search's own statement matches among the map's listings; with `title`, those
 * of them whose title holds all its words, or some.
 */
async function searched(text: string, title?: 'all' | 'any'): Promise<Set<string>> {
  const search = await resolveTextSearch(text, (word) => wordsStartingAs(app.db, word));
  const inTitle = !title
    ? sql`true`
    : !search
      ? sql`false`
      : title === 'all'
        ? search.titleHasAll
        : search.titleHasAny;
  const rows = (
    await app.db.execute(
      sql`select id from properties where ${located} and ${search ? search.matches : sql`true`} and ${inTitle}`,
    )
  ).rows as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** A text's masks for a list search, once the index has read them (asked until it has). */
async function heldForList(index: MapIndex, snapshot: MapSnapshot, text: string) {
  for (let asked = 0; asked < 4; asked++) {
    const held = index.heldMasks(snapshot, text, 'all and any');
    if (held) return held;
    await index.idle();
  }
  throw new Error(`no masks for "${text}"`);
}

const titled = (count: number, seed: number) =>
  fc.sample(
    fc.tuple(
      fc.subarray(COMMON, { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(...RARE), { freq: 5 }),
      fc.subarray(FILLER, { minLength: 3, maxLength: 6 }),
    ),
    { numRuns: count, seed },
  );

beforeAll(async () => {
  app = await buildTestApp();
  ownerId = (await signedInUser(app)).user.id;
  for (const [i, [words, rare, filler]] of titled(160, 11).entries()) {
    await insertProperty(app.db, ownerId, {
      listing_title: `Lote ${words.join(' ')}${rare ? ` con ${rare}` : ''}, ${filler.join(' ')}`,
      location: { name: 'Azul', lat: -36.8 + i / 1000, lng: -59.9 + i / 1000 },
    });
  }
  // The statistics the common words come from.
  await app.db.execute(sql`analyze properties`);
});
afterAll(() => app.close());

describe("the map's text masks composed from common words", () => {
  it('match what the search matches, for any text', async () => {
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue);
    expect((await index.commonLexemes()).map(({ lexeme }) => lexeme)).toEqual(
      expect.arrayContaining(['camp', 'vent', 'ganader']),
    );
    let snapshot = await index.current();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...TYPED), { minLength: 1, maxLength: 3 }), async (words) => {
        const text = words.join(' ');
        expect(matching(snapshot, await index.textMask(snapshot, text))).toEqual(await searched(text));
      }),
      { numRuns: 80 },
    );
    // Composed: the common words' own masks are kept.
    expect(snapshot.textMasks.has(lexemeKey('camp'))).toBe(true);

    // Carried over a write that changes a listing's words, then asked again.
    const [listing] = (
      await app.db.execute(sql`select id from properties where listing_title like '%venta%' limit 1`)
    ).rows as { id: string }[];
    await app.db.execute(
      sql`update properties set listing_title = 'Lote monte con caldenes' where id = ${listing!.id}`,
    );
    catalogue.bump();
    snapshot = await index.current();
    expect(snapshot.textMasks.size).toBe(0);
    for (const text of ['venta', 'venta monte', 'monte caldenes', 'campo venta']) {
      expect(matching(snapshot, await index.textMask(snapshot, text))).toEqual(await searched(text));
    }
  });

  it("give a text's title masks as the search's statement matches them, composed from its words' where it is", async () => {
    // No words read ahead (too few listings): the common words' title masks are read as asked.
    const index = new MapIndex(app.db, new CatalogueVersion());
    const snapshot = await index.current();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...TYPED), { minLength: 1, maxLength: 3 }), async (words) => {
        const text = words.join(' ');
        const held = await heldForList(index, snapshot, text);
        expect(matching(snapshot, held.matches)).toEqual(await searched(text));
        expect(matching(snapshot, held.titleAll!)).toEqual(await searched(text, 'all'));
        expect(matching(snapshot, held.titleAny!)).toEqual(await searched(text, 'any'));
      }),
      { numRuns: 80 },
    );
    // Composed: the common words' title masks are kept, and some titles hold some words but not all.
    expect(snapshot.textMasks.has(titleLexemeKey('camp'))).toBe(true);
    const held = await heldForList(index, snapshot, 'campo laguna');
    expect(matching(snapshot, held.titleAny!).size).toBeGreaterThan(matching(snapshot, held.titleAll!).size);
    expect(matching(snapshot, held.titleAll!).size).toBeGreaterThan(0);
  });

  it('are read for the most common words once the listings are read whole, before anyone asks', async () => {
    const index = new MapIndex(app.db, new CatalogueVersion(), null, Date.now, {
      fromListings: 0,
      lexemes: 40,
    });
    const snapshot = await index.current();
    await index.idle();
    const common = await readAhead(index);
    for (const lexeme of common) await expectWordMask(index, snapshot, lexeme);
    // Some held by every listing, some by few: the masks differ.
    const sizes = new Set(
      await Promise.all(
        common.map(async (lexeme) => matching(snapshot, await index.lexemeMask(snapshot, lexeme)).size),
      ),
    );
    expect(sizes.size).toBeGreaterThan(3);
  });

  it('are read into the snapshot serving when a write replaced the one they started on', async () => {
    const catalogue = new CatalogueVersion();
    const index = new MapIndex(app.db, catalogue, null, Date.now, { fromListings: 0, lexemes: 40 });
    await index.current();
    // Written while the first read ahead is under way.
    await insertProperty(app.db, ownerId, {
      listing_title: 'Lote campo venta con tamariscos',
      location: { name: 'Azul', lat: -36.5, lng: -59.5 },
    });
    catalogue.bump();
    const snapshot = await index.current();
    await index.idle();
    for (const lexeme of await readAhead(index)) await expectWordMask(index, snapshot, lexeme);
  });
});

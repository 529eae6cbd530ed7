import type { SQL } from 'drizzle-orm';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import type { LatitudeBands } from './map-bands.ts';
import type { FacetColumn, SlotsByCode } from './map-facets.ts';
import type { NewestColumn, WalkOrder } from './map-newest.ts';
import type { MapPools } from './map-pools.ts';
import { placeRankCodes, type RankCodes, type RankedColumn } from './map-ranks.ts';
import { applyChanges, type InheritedMasks, readChanges, textMaskBudget } from './map-changes.ts';
import { idOf, located, readSnapshot, slotOfId } from './map-records.ts';
import { LISTING_SEARCH } from './search-source.ts';
import { wordsStartingAs } from './search-vocabulary.ts';
import {
  composable,
  holdingAny,
  lexemeKey,
  lexemeTerms,
  maskCondition,
  titleHoldingAny,
  titleKey,
  titleLexemeKey,
  readCommonLexemes,
  type CommonLexeme,
  WARM_SHARE,
} from './map-text.ts';
import { resolveTextSearch, searchWords, type TextSearch, wordQueriesOf } from './text-query.ts';

/**
 * A snapshot read whole longer ago than this is read whole again in the background (served
 * meanwhile): a safety net for writes made around the log's triggers.
 */
const WHOLE_READ_EVERY_MS = 60 * 60_000;
/**
 * Which common words' masks are read as soon as the listings are read whole (`warm`): from how
 * many listings (below, reading a word's listings takes a few milliseconds) and how many words
 * at most (in reads of LEXEMES_PER_READ, one after the other).
 */
export interface MapWarmUp {
  fromListings: number;
  lexemes: number;
}
export const WARM_UP: MapWarmUp = { fromListings: 20_000, lexemes: 30 };
/** How many texts asked once by a list search are remembered (then forgotten all at once). */
const ASKED_ONCE_KEPT = 10_000;
/** A snapshot last read longer ago than this is read whole, not by its changes: the log keeps a day. */
const CHANGES_READ_WITHIN_MS = 12 * 60 * 60_000;

/**
 * Every live listing that has coordinates, as columns (one slot per listing, west to east): where
 * it is, in degrees and in Web Mercator (0–1), and what the search filters on. About 90 bytes a
 * listing; titles, prices and photos are read from the database only for the markers shown.
 */
export interface MapSnapshot {
  /** The catalogue version it was read at: it serves only while the version hasn't moved. */
  version: number;
  /** When it was read (the index's clock, ms), wholly or by its changes. */
  readAt: number;
  /** When its listings were last read whole: an hour later they are read whole again, in the background. */
  fullReadAt: number;
  /** The MVCC snapshot (`pg_current_snapshot()`) its listings were read at: changes since are read by it. */
  seen: string;
  size: number;
  /** Each listing's id as four 32-bit words, most significant first (slot × 4): see `idOf`. */
  idWords: Uint32Array;
  /** Slots by id: an open-addressing table over `idWords` (-1: empty), see `slotOfId`. */
  idTable: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  x: Float64Array;
  y: Float64Array;
  category: Uint8Array;
  operation: Uint8Array;
  state: Uint8Array;
  priceUsd: Float64Array;
  hectares: Float64Array;
  /** When it was published, in microseconds since 1970 (exact, as PostgreSQL keeps it): the list's order. */
  createdAt: Float64Array;
  /** Which slots match a text search (a bit per slot), by its words, least recently used first. */
  textMasks: Map<string, Promise<TextMask>>;
  /** The slots by latitude band, made on the first area list that needs them (map-bands.ts). */
  bands?: LatitudeBands;
  /** The slots by category and by province, made on the first map that filters on them (map-facets.ts). */
  byCode?: Partial<Record<FacetColumn, SlotsByCode>>;
  /** The same groups (and every slot) newest first, made on the first list page that walks them so (map-newest.ts). */
  walkRuns?: Partial<Record<`${WalkOrder} ${NewestColumn}`, SlotsByCode>>;
  /** Each slot's price byte reversed, cheapest first (map-newest.ts `walkBytes`). */
  cheapestBytes?: Uint8Array;
  /** Its listings pooled into cells, made on the first wide map that can use them (map-pools.ts). */
  pools?: MapPools;
  /** A byte a listing ordering it by time or price: placed when read whole, carried by the changes (map-ranks.ts). */
  rankCodes?: Partial<Record<RankedColumn, RankCodes>>;
  /**
   * The live listings without coordinates at the same MVCC snapshot (not on the map, yet found by
   * a search), as ids; null when more than UNLOCATED_TRACKED of them (search-candidates.ts).
   */
  unlocated: readonly string[] | null;
  /** Made from an earlier snapshot and the listings written since: its text masks (map-changes.ts). */
  inherited?: InheritedMasks;
}

/** A text's masks as a list search ranks by them (search-candidates.ts); null: not asked. */
export interface HeldMasks {
  matches: TextMask;
  /** Matches whose title holds every word (maskCondition, map-text.ts). */
  titleAll: TextMask | null;
  /** Matches whose title holds some word (the same as `titleAll` for one word). */
  titleAny: TextMask | null;
}

type TextPlan =
  | { kind: 'every' }
  | { kind: 'read'; search: TextSearch }
  | { kind: 'composed'; search: TextSearch; terms: string[][]; common: ReadonlySet<string> };

/** A bit per slot of a snapshot. */
export type TextMask = Uint32Array;
export const inMask = (mask: TextMask, slot: number) => ((mask[slot >>> 5]! >>> (slot & 31)) & 1) === 1;

/** A new mask of the slots in any of `masks`. */
function unionOf(snapshot: MapSnapshot, masks: TextMask[]): TextMask {
  const union = new Uint32Array(Math.ceil(snapshot.size / 32));
  for (const mask of masks) for (let word = 0; word < union.length; word++) union[word]! |= mask[word]!;
  return union;
}

/** The slots in every one of `masks` (at least one), into the first of them. */
function intersectionOf(masks: TextMask[]): TextMask {
  const [first, ...rest] = masks;
  for (const mask of rest) for (let word = 0; word < first!.length; word++) first![word]! &= mask[word]!;
  return first!;
}

/**
 * Whether a composed text's title masks are its words' (`composeTitle`): unless its last word,
 * a prefix, repeats a word typed before it, which `titleHasAny` asks too but its matches don't.
 */
const titlesComposable = (search: TextSearch) => search.wordCount === search.terms.length;

/** Sets the bits of the listings among `ids` (16 bytes each, base64) in `mask`. */
function markIds(snapshot: MapSnapshot, mask: TextMask, base64: string | null) {
  const ids = Buffer.from(base64 ?? '', 'base64');
  const view = new DataView(ids.buffer, ids.byteOffset, ids.byteLength);
  for (let offset = 0; offset + 16 <= ids.length; offset += 16) {
    const slot = slotOfId(snapshot, view, offset);
    if (slot !== -1) mask[slot >>> 5] = mask[slot >>> 5]! | (1 << (slot & 31));
  }
}

/** A mask of every slot. */
const everySlot = (snapshot: MapSnapshot): TextMask =>
  new Uint32Array(Math.ceil(snapshot.size / 32)).fill(0xffffffff);

/** The slots of the live listings that match `condition` (null: all of them). */
async function readMask(db: Database, snapshot: MapSnapshot, condition: SQL | null): Promise<TextMask> {
  if (!condition) return everySlot(snapshot);
  const mask = new Uint32Array(Math.ceil(snapshot.size / 32));
  // The ids as bytes, like the snapshot's: no text to build, parse or hash per match. From the
  // narrow search table (kept in the writing transaction like the listings): a third of the pages
  // to read for a common word's matches (83 texts' masks at 100,000 listings: PGlite 7.8 → 2.2 s,
  // PostgreSQL 4.4 → 1.7 s; bench/PLANS.md).
  const result = await db.execute(
    sql`select encode(string_agg(uuid_send(${properties.id}), ''::bytea), 'base64') as ids
      from ${LISTING_SEARCH} where ${and(located, condition)}`,
  );
  markIds(snapshot, mask, (result.rows[0] as { ids: string | null } | undefined)?.ids ?? null);
  return mask;
}

/**
 * Past this many lexemes, one read can't mark them: two bits each (the listing holds it; its title
 * does) in a 64-bit integer, the sign's bit left alone.
 */
const LEXEMES_PER_READ = 31;

/** A lexeme's masks: the listings holding it, and those whose title does. */
interface LexemeMasks {
  held: TextMask;
  inTitle: TextMask;
}

/**
 * Masks of several lexemes in one read of the table: each listing holding any of them, as its id
 * and two bits per lexeme (held, held in the title). A common lexeme's ids are read from most of
 * the table's pages anyway, so reading them together costs about one such read: 24 lexemes at a
 * million listings 3.0–3.2 s, against 1.1–1.3 s each (docs/decisions/map-search.md).
 */
async function readLexemeMasks(
  db: Database,
  snapshot: MapSnapshot,
  lexemes: string[],
): Promise<LexemeMasks[]> {
  if (lexemes.length > LEXEMES_PER_READ) throw new Error(`at most ${LEXEMES_PER_READ} lexemes in one read`);
  const conditions = lexemes.flatMap((lexeme) => [holdingAny([lexeme]), titleHoldingAny([lexeme])]);
  const masks = conditions.map(() => new Uint32Array(Math.ceil(snapshot.size / 32)));
  // Each bit a literal: a title's bit is only ever set with its lexeme's (the title is in the document).
  const bits = sql.join(
    conditions.map(
      (condition, i) => sql`(case when ${condition} then ${sql.raw(`${1n << BigInt(i)}`)}::int8 else 0 end)`,
    ),
    sql` | `,
  );
  const result = await db.execute(
    // OFFSET 0 keeps the subquery apart: merged into the outer query, the bits were computed twice,
    // in the filter and in the output (24 words at a million: 4.7-5.2 s, fenced 3.0-3.2 s).
    sql`select encode(string_agg(uuid_send(id) || int8send(bits), ''::bytea), 'base64') as held
      from (select ${properties.id} as id, (${bits}) as bits from ${LISTING_SEARCH} where ${located} offset 0) listings
      where bits <> 0`,
  );
  markBits(snapshot, masks, (result.rows[0] as { held: string | null } | undefined)?.held ?? null, 8);
  return lexemes.map((_, i) => ({ held: masks[2 * i]!, inTitle: masks[2 * i + 1]! }));
}

/**
 * Sets each listing's bits among `held` (its id, 16 bytes, then an int4 or int8 of a bit per mask,
 * big-endian; base64).
 */
function markBits(snapshot: MapSnapshot, masks: TextMask[], base64: string | null, bitBytes: 4 | 8 = 4) {
  const held = Buffer.from(base64 ?? '', 'base64');
  const view = new DataView(held.buffer, held.byteOffset, held.byteLength);
  const stride = 16 + bitBytes;
  for (let offset = 0; offset + stride <= held.length; offset += stride) {
    const slot = slotOfId(snapshot, view, offset);
    if (slot === -1) continue;
    const low = view.getUint32(offset + stride - 4);
    const high = bitBytes === 8 ? view.getUint32(offset + 16) : 0;
    for (let i = 0; i < masks.length; i++) {
      const bit = i < 32 ? (low >>> i) & 1 : (high >>> (i - 32)) & 1;
      if (bit) masks[i]![slot >>> 5] = masks[i]![slot >>> 5]! | (1 << (slot & 31));
    }
  }
}

/**
 * A text's matches and, among them, those whose title holds all its words and some (as
 * `maskCondition` asks for each), in one read of its matches: read one by one, the three took
 * 164 ms a text at a million listings, the title's "some word" most of it; together 53 ms
 * (bench/PLANS.md, "fifteenth session").
 */
function readMatchMasks(
  db: Database,
  snapshot: MapSnapshot,
  search: TextSearch,
  titles: 1 | 2,
): Promise<TextMask[]> {
  return readMatchBits(
    db,
    snapshot,
    search.matches,
    titles === 2 ? [search.titleHasAll, search.titleHasAny] : [search.titleHasAll],
  );
}

/**
 * The listings matching `matches` and, a mask each, those of them matching each of `among`, in one
 * read of the matches.
 */
async function readMatchBits(
  db: Database,
  snapshot: MapSnapshot,
  matches: SQL,
  among: SQL[],
): Promise<TextMask[]> {
  const masks = Array.from(
    { length: 1 + among.length },
    () => new Uint32Array(Math.ceil(snapshot.size / 32)),
  );
  const bits = sql.join(
    [
      sql`1`,
      ...among.map(
        (condition, i) => sql`(case when ${condition} then ${sql.raw(String(2 ** (i + 1)))} else 0 end)`,
      ),
    ],
    sql` | `,
  );
  const result = await db.execute(
    sql`select encode(string_agg(uuid_send(id) || int4send(bits), ''::bytea), 'base64') as held
      from (select ${properties.id} as id, ${bits} as bits from ${LISTING_SEARCH} where ${and(located, matches)} offset 0) matches`,
  );
  markBits(snapshot, masks, (result.rows[0] as { held: string | null } | undefined)?.held ?? null);
  return masks;
}

/** The nearest generation back that holds a mask of `key`, and the chain down to it. */
function carriedMask(
  inherited: InheritedMasks | undefined,
  key: string,
): { mask: Promise<TextMask>; chain: InheritedMasks[] } | null {
  const chain: InheritedMasks[] = [];
  for (let node = inherited; node; node = node.earlier) {
    chain.push(node);
    const mask = node.masks.get(key);
    if (mask) return { mask, chain };
  }
  return null;
}

/**
 * A text mask carried over from a snapshot this one was made from, one or more refreshes back:
 * the bits of the listings not written since carried over, the written ones asked of the
 * database (a few ids, not the whole catalogue).
 */
async function inheritTextMask(
  db: Database,
  snapshot: MapSnapshot,
  key: string,
  chain: InheritedMasks[],
  earlier: TextMask,
): Promise<TextMask> {
  const mask = new Uint32Array(Math.ceil(snapshot.size / 32));
  const unknown: number[] = [];
  for (let slot = 0; slot < snapshot.size; slot++) {
    let was = slot;
    for (let generation = 0; generation < chain.length && was !== -1; generation++) {
      was = chain[generation]!.before[was]!;
    }
    if (was === -1) unknown.push(slot);
    else if (inMask(earlier, was)) mask[slot >>> 5] = mask[slot >>> 5]! | (1 << (slot & 31));
  }
  if (unknown.length === 0) return mask;
  const condition = await maskCondition(db, key);
  if (!condition) {
    for (const slot of unknown) mask[slot >>> 5] = mask[slot >>> 5]! | (1 << (slot & 31));
    return mask;
  }
  const ids = `{${unknown.map((slot) => idOf(snapshot, slot)).join(',')}}`;
  const result = await db.execute(
    sql`select encode(string_agg(uuid_send(${properties.id}), ''::bytea), 'base64') as ids
      from ${LISTING_SEARCH} where ${and(located, condition, sql`${properties.id} = any(${ids}::uuid[])` as SQL)}`,
  );
  markIds(snapshot, mask, (result.rows[0] as { ids: string | null } | undefined)?.ids ?? null);
  return mask;
}

/**
 * The map's in-memory index of live listings, kept in step with writes: every write request
 * (and every scheduled change: expiry, a date passing) moves the catalogue version on before
 * it answers, and a snapshot read at an older version is never used again — the next map
 * request reads the listings written since (concurrent requests share one read; map-changes.ts).
 * So a listing published,
 * edited, paused, expired or deleted through this process is on the map as it is now from the
 * moment the write is acknowledged.
 */
export class MapIndex {
  private snapshot: MapSnapshot | null = null;
  private readonly reads = new Map<number, Promise<MapSnapshot>>();
  private wholeRead: Promise<void> | null = null;
  private common: Promise<CommonLexeme[]> | null = null;
  private warming: Promise<void> | null = null;
  private warmAgain = false;
  /** Snapshots read whole: once one serves, the common words' masks are read (`warm`). */
  private readonly wholeReads = new WeakSet<MapSnapshot>();
  /** Masks read, by their promise: what a search may use without waiting (`heldTextMask`). */
  private readonly settled = new WeakMap<Promise<TextMask>, TextMask>();
  /** A text's masks a list search asked for and doesn't wait on: one text at a time (`heldMasks`). */
  private listRead: Promise<unknown> | null = null;
  /** Texts a list search asked for once: their masks are read when asked again (`heldMasks`). */
  private readonly askedOnce = new Set<string>();

  /**
   * `maxAgeMs`: with several server processes on one PostgreSQL, another process's writes reach
   * this one as catalogue news over the bus (db/cluster-bus.ts); as a safety net for news lost
   * while the bus reconnects, a snapshot this old is read again in the background (and served
   * meanwhile). One PGlite process needs none.
   */
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueVersion,
    private readonly maxAgeMs: number | null = null,
    private readonly now: () => number = Date.now,
    private readonly warmUp: MapWarmUp = WARM_UP,
  ) {}

  /** Resolves once no read of listings is under way (tests). */
  async idle(): Promise<void> {
    while (this.reads.size > 0 || this.wholeRead || this.warming || this.listRead) {
      await Promise.allSettled([...this.reads.values(), this.wholeRead, this.warming, this.listRead]);
    }
  }

  /** The listings as of the current catalogue version. */
  async current(): Promise<MapSnapshot> {
    const version = this.catalogue.current;
    const known = this.snapshot;
    if (known && known.version === version) {
      const old = this.maxAgeMs !== null && this.now() - known.readAt > this.maxAgeMs;
      if (old && !this.reads.has(version)) {
        void this.read(version).catch(() => {});
      } else if (this.now() - known.fullReadAt > WHOLE_READ_EVERY_MS && !this.wholeRead) {
        this.readWholeInBackground(version);
      }
      return known;
    }
    return this.read(version);
  }

  private read(version: number): Promise<MapSnapshot> {
    const pending = this.reads.get(version);
    if (pending) return pending;
    const reading = this.readListings(version)
      .then((snapshot) => {
        this.serve(snapshot);
        return snapshot;
      })
      .finally(() => this.reads.delete(version));
    this.reads.set(version, reading);
    return reading;
  }

  /**
   * Every listing again, while the snapshot of this version serves: at a million listings a whole
   * read takes seconds, which no map request should wait for once an index exists.
   */
  private readWholeInBackground(version: number) {
    this.wholeRead = this.readWhole(version)
      .then((snapshot) => this.serve(snapshot))
      .catch(() => {})
      .finally(() => {
        this.wholeRead = null;
      });
  }

  private serve(snapshot: MapSnapshot) {
    // Read while a write landed: kept under the version it started at, so never served after it.
    if (this.snapshot && this.snapshot.version > snapshot.version) return;
    this.snapshot = snapshot;
    if (!this.wholeReads.has(snapshot)) return;
    if (this.warming) this.warmAgain = true;
    else this.warm();
  }

  /** The listings written since the latest snapshot applied to it, or all of them when that can't be. */
  private async readListings(version: number): Promise<MapSnapshot> {
    const previous = this.snapshot;
    if (previous?.seen && this.now() - previous.readAt < CHANGES_READ_WITHIN_MS) {
      const changes = await readChanges(this.db, previous.seen);
      if (changes) return { ...applyChanges(previous, changes, version), readAt: this.now() };
    }
    return this.readWhole(version);
  }

  private async readWhole(version: number): Promise<MapSnapshot> {
    const snapshot = await readSnapshot(this.db, version);
    await placeRankCodes(snapshot);
    snapshot.readAt = snapshot.fullReadAt = this.now();
    // The statistics may have moved since: read again with the listings.
    this.common = null;
    this.wholeReads.add(snapshot);
    return snapshot;
  }

  /**
   * The snapshot of the current catalogue version if one is read, without waiting; else null,
   * and the read begins (a list search then asks the database, as it would without an index).
   */
  ready(): MapSnapshot | null {
    const known = this.snapshot;
    if (known && known.version === this.catalogue.current) return known;
    void this.current().catch(() => {});
    return null;
  }

  /** Whether no write has moved the catalogue on since the snapshot was read. */
  isCurrent(snapshot: MapSnapshot): boolean {
    return snapshot.version === this.catalogue.current;
  }

  /**
   * `text`'s mask, and its title masks if asked, if the snapshot holds them read, without waiting;
   * else null, and they are read in the background — the second time a text is asked, and unless
   * another such read is under way: a stream of new texts typed in the list would otherwise send
   * the database one read of their listings each on top of the search.
   */
  heldMasks(snapshot: MapSnapshot, text: string, titles: 'none' | 'all' | 'all and any'): HeldMasks | null {
    const key = searchWords(text).join(' ');
    const keys = [key];
    if (titles !== 'none') keys.push(titleKey(key, true));
    if (titles === 'all and any') keys.push(titleKey(key, false));
    const held = keys.map((one) => {
      const known = snapshot.textMasks.get(one);
      if (!known) return null;
      // The most recently used, as `mask` keeps them.
      snapshot.textMasks.delete(one);
      snapshot.textMasks.set(one, known);
      return this.settled.get(known) ?? null;
    });
    if (held.every((mask) => mask !== null)) {
      const [matches, titleAll, titleAny] = held as TextMask[];
      return { matches: matches!, titleAll: titleAll ?? null, titleAny: titleAny ?? titleAll ?? null };
    }
    // A text typed once is never read: at a million listings a read of its listings costs the
    // database up to a second, and a stream of new texts would keep one of its cores on them.
    if (!this.askedOnce.has(key)) {
      if (this.askedOnce.size >= ASKED_ONCE_KEPT) this.askedOnce.clear();
      this.askedOnce.add(key);
      return null;
    }
    if (!this.listRead) {
      this.listRead = this.readListMasks(snapshot, key, keys)
        .catch(() => {})
        .finally(() => {
          this.listRead = null;
        });
    }
    return null;
  }

  /**
   * A text's masks for a list search: composed from its words' when its mask is (`composeTitle`),
   * in one read of its matches when the text is read and it has none of them yet, else one by one.
   */
  private async readListMasks(snapshot: MapSnapshot, key: string, keys: string[]) {
    const plan = keys.length > 1 ? await this.textPlan(key) : null;
    if (plan?.kind === 'composed' && titlesComposable(plan.search)) {
      const matches = this.mask(snapshot, key, () => this.readText(snapshot, key));
      // The matches too: a title mask already held doesn't wait on them, and until they are read
      // this read is under way (one at a time; `idle`).
      await Promise.allSettled([
        matches,
        ...keys
          .slice(1)
          .map((one, i) =>
            this.mask(snapshot, one, () => this.composeTitle(snapshot, plan, matches, i === 0)),
          ),
      ]);
      return;
    }
    if (plan?.kind === 'read' && !keys.some((one) => this.knows(snapshot, one))) {
      const reading = readMatchMasks(this.db, snapshot, plan.search, keys.length === 3 ? 2 : 1);
      reading.catch(() => {});
      await Promise.allSettled(
        keys.map((one, i) => this.mask(snapshot, one, () => reading.then((all) => all[i]!))),
      );
      return;
    }
    await Promise.allSettled(
      keys.map((one) =>
        one === key
          ? this.mask(snapshot, key, () => this.readText(snapshot, key))
          : this.mask(snapshot, one, async () =>
              readMask(this.db, snapshot, await maskCondition(this.db, one)),
            ),
      ),
    );
  }

  /**
   * A composed text's title mask: among its matches, those whose title holds one of each word's
   * lexemes (`all`) or of some word's, from the common lexemes' title masks (read with their masks,
   * `warm`) and the rare ones' titles read at once (their index statement is quick). Read as a
   * statement, such a mask read every match of the text: 0.84 s for 'camp' & 'orden' at a million
   * listings (bench/PLANS.md, "twenty-third session").
   */
  private async composeTitle(
    snapshot: MapSnapshot,
    plan: Extract<TextPlan, { kind: 'composed' }>,
    matches: Promise<TextMask>,
    all: boolean,
  ): Promise<TextMask> {
    const words = await Promise.all(
      plan.terms.map(async (term) => {
        const rare = term.filter((lexeme) => !plan.common.has(lexeme));
        const parts = await Promise.all([
          ...term
            .filter((lexeme) => plan.common.has(lexeme))
            .map((lexeme) => this.titleLexemeMask(snapshot, lexeme)),
          ...(rare.length > 0 ? [readMask(this.db, snapshot, titleHoldingAny(rare))] : []),
        ]);
        return unionOf(snapshot, parts);
      }),
    );
    const title = all ? intersectionOf(words) : unionOf(snapshot, words);
    const held = await matches;
    for (let word = 0; word < title.length; word++) title[word]! &= held[word]!;
    return title;
  }

  /** Which listings of the snapshot have `lexeme` in their title (remembered like a text's). */
  titleLexemeMask(snapshot: MapSnapshot, lexeme: string): Promise<TextMask> {
    this.readLexeme(snapshot, lexeme);
    return this.mask(snapshot, titleLexemeKey(lexeme), () =>
      readMask(this.db, snapshot, titleHoldingAny([lexeme])),
    );
  }

  /**
   * A lexeme's two masks (holding it, and in the title) in one read of its listings when the
   * snapshot has neither: a word asked by a list search needs both, and a word common enough to be
   * composed but not read ahead took 0.3–1.3 s a read at a million listings (bench/PLANS.md,
   * "twenty-sixth session").
   */
  private readLexeme(snapshot: MapSnapshot, lexeme: string) {
    if (this.knows(snapshot, lexemeKey(lexeme)) || this.knows(snapshot, titleLexemeKey(lexeme))) return;
    const reading = readMatchBits(this.db, snapshot, holdingAny([lexeme]), [titleHoldingAny([lexeme])]);
    reading.catch(() => {});
    void this.mask(snapshot, lexemeKey(lexeme), () => reading.then(([held]) => held!));
    void this.mask(snapshot, titleLexemeKey(lexeme), () => reading.then(([, inTitle]) => inTitle!));
  }

  /** Which listings of the snapshot match `text` (remembered with the snapshot, a few at a time). */
  textMask(snapshot: MapSnapshot, text: string): Promise<TextMask> {
    const key = searchWords(text).join(' ');
    return this.mask(snapshot, key, () => this.readText(snapshot, key));
  }

  /** Which listings of the snapshot hold `lexeme` (remembered like a text's). */
  lexemeMask(snapshot: MapSnapshot, lexeme: string): Promise<TextMask> {
    this.readLexeme(snapshot, lexeme);
    return this.mask(snapshot, lexemeKey(lexeme), () => readMask(this.db, snapshot, holdingAny([lexeme])));
  }

  /** The catalogue's common lexemes, read again with every whole read of the listings. */
  commonLexemes(): Promise<CommonLexeme[]> {
    if (!this.common) {
      const reading = readCommonLexemes(this.db);
      this.common = reading;
      // None before the table is analysed (a fresh database, a bulk load): asked again next time.
      reading.then(
        (common) => {
          if (common.length === 0 && this.common === reading) this.common = null;
        },
        () => {
          if (this.common === reading) this.common = null;
        },
      );
    }
    return this.common;
  }

  private mask(snapshot: MapSnapshot, key: string, read: () => Promise<TextMask>): Promise<TextMask> {
    const known = snapshot.textMasks.get(key);
    if (known) {
      snapshot.textMasks.delete(key);
      snapshot.textMasks.set(key, known);
      return known;
    }
    const carried = carriedMask(snapshot.inherited, key);
    const reading = carried
      ? carried.mask.then((mask) => inheritTextMask(this.db, snapshot, key, carried.chain, mask), read)
      : read();
    reading.then(
      (mask) => this.settled.set(reading, mask),
      () => snapshot.textMasks.delete(key),
    );
    if (carried) {
      // Held once: the generation it came from lets it go once this snapshot has its own, so the
      // masks carried over and this snapshot's don't each fill the budget (twice its bytes).
      const from = carried.chain.at(-1)!;
      reading.then(
        () => {
          if (from.masks.get(key) === carried.mask) from.masks.delete(key);
        },
        () => {},
      );
    }
    if (snapshot.textMasks.size >= textMaskBudget(snapshot.size)) {
      snapshot.textMasks.delete(snapshot.textMasks.keys().next().value as string);
    }
    snapshot.textMasks.set(key, reading);
    return reading;
  }

  /**
   * A text's mask: composed from its words' masks when every word holds a common one (map-text.ts),
   * else read at once (a rare word makes the text search's own index statement quick).
   */
  private async readText(snapshot: MapSnapshot, key: string): Promise<TextMask> {
    const plan = await this.textPlan(key);
    if (plan.kind === 'every') return everySlot(snapshot);
    if (plan.kind === 'read') return readMask(this.db, snapshot, plan.search.matches);
    const { terms, common } = plan;
    const words = await Promise.all(
      terms.map(async (term) => {
        const rare = term.filter((lexeme) => !common.has(lexeme));
        const parts = await Promise.all([
          ...term.filter((lexeme) => common.has(lexeme)).map((lexeme) => this.lexemeMask(snapshot, lexeme)),
          ...(rare.length > 0 ? [readMask(this.db, snapshot, holdingAny(rare))] : []),
        ]);
        return unionOf(snapshot, parts);
      }),
    );
    return intersectionOf(words);
  }

  /** How a text's mask is had: every listing, composed from common words' masks, or read. */
  private async textPlan(key: string): Promise<TextPlan> {
    const search = await resolveTextSearch(
      key,
      (word) => wordsStartingAs(this.db, word),
      wordQueriesOf(this.db),
    );
    if (!search) return { kind: 'every' };
    const terms = await lexemeTerms(this.db, search.terms);
    if (terms?.length === 0) return { kind: 'every' };
    const common = new Set((await this.commonLexemes()).map(({ lexeme }) => lexeme));
    if (!terms || !composable(terms, common)) return { kind: 'read', search };
    return { kind: 'composed', search, terms, common };
  }

  /**
   * The masks of the most common lexemes, in one read, once a whole read is served: the first map
   * searches of common words after a start (or an hourly read) would otherwise each wait for a
   * read of most of the table. Past `warmUp.fromListings` only: below, such a read is quick.
   */
  private warm() {
    if (!this.snapshot || this.snapshot.size < this.warmUp.fromListings) return;
    this.warming = (async () => {
      const lexemes = (await this.commonLexemes())
        .filter(({ share }) => share >= WARM_SHARE)
        .slice(0, this.warmUp.lexemes)
        .map(({ lexeme }) => lexeme);
      for (let from = 0; from < lexemes.length; from += LEXEMES_PER_READ) {
        // Into the snapshot serving now (a write may have replaced it since the last read), for
        // the words it neither has nor carries over.
        const snapshot = this.snapshot;
        if (!snapshot) return;
        const some = lexemes
          .slice(from, from + LEXEMES_PER_READ)
          .filter((lexeme) => !this.knows(snapshot, lexemeKey(lexeme)));
        if (some.length === 0) continue;
        // Kept with the snapshot while they are read, so one made from it by the changes since
        // carries them on (map-changes.ts) and a search asking for one waits for this read.
        const reading = readLexemeMasks(this.db, snapshot, some);
        // Handled here too: a word someone asked for meanwhile doesn't wait on this read.
        reading.catch(() => {});
        const masks = some.flatMap((lexeme, i) => [
          this.mask(snapshot, lexemeKey(lexeme), () => reading.then((all) => all[i]!.held)),
          this.mask(snapshot, titleLexemeKey(lexeme), () => reading.then((all) => all[i]!.inTitle)),
        ]);
        await Promise.allSettled(masks);
      }
    })()
      .catch(() => {})
      .finally(() => {
        this.warming = null;
        // A whole read served meanwhile: its words, read into the earlier one, aren't its own.
        if (this.warmAgain) {
          this.warmAgain = false;
          this.warm();
        }
      });
  }

  /** Whether the snapshot has a mask of `key`, or carries one over from a snapshot before. */
  private knows(snapshot: MapSnapshot, key: string): boolean {
    return snapshot.textMasks.has(key) || carriedMask(snapshot.inherited, key) !== null;
  }
}

import { CATEGORIES, mercatorX, mercatorY, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import type { LatitudeBands } from './map-bands.ts';
import { isLive } from './service.ts';
import { wordsStartingAs } from './search-vocabulary.ts';
import { resolveTextSearch, searchWords } from './text-query.ts';

/** A code per option (0: none of them), so a filter compares small integers. */
const codes = (options: readonly string[]) => new Map(options.map((option, i) => [option, i + 1]));
export const CATEGORY_CODES = codes(CATEGORIES);
export const OPERATION_CODES = codes(OPERATIONS);
export const STATE_CODES = codes(PROVINCES);

/** Text searches one snapshot remembers (a bit per listing: 11.5 KB each at 92,000 listings, 1.5 MB in all). */
const TEXT_MASKS = 128;

/**
 * Every live listing that has coordinates, as columns (one slot per listing, west to east): where
 * it is, in degrees and in Web Mercator (0–1), and what the search filters on. About 68 bytes a listing
 * plus its id; titles, prices and photos are read from the database only for the markers shown.
 */
export interface MapSnapshot {
  /** The catalogue version it was read at: it serves only while the version hasn't moved. */
  version: number;
  readAt: number;
  size: number;
  ids: string[];
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
  slotOf: Map<string, number>;
  /** Which slots match a text search (a bit per slot), by its words, least recently used first. */
  textMasks: Map<string, Promise<TextMask>>;
  /** The slots by latitude band, made on the first area list that needs them (map-bands.ts). */
  bands?: LatitudeBands;
}

/** The position of the column's value in `options`, from 1 (0: none of them), computed by the database. */
const codeOf = (column: SQL, options: readonly string[]) =>
  sql`coalesce(array_position(array[${sql.join(
    options.map((option) => sql`${option}`),
    sql`, `,
  )}]::text[], ${column}), 0)`;

const FIELDS = 9;
const located = and(isLive, isNotNull(properties.locationLat), isNotNull(properties.locationLng)) as SQL;

/**
 * Every live listing with coordinates, read as one text value and split here: PGlite turns each
 * row of a result into an object slowly (1.2–1.7 s for 92,000 rows against ~0.25 s this way).
 */
async function readSnapshot(db: Database, version: number): Promise<MapSnapshot> {
  const fields = sql.join(
    [
      sql`${properties.id}::text`,
      sql`${properties.locationLat}::text`,
      sql`${properties.locationLng}::text`,
      codeOf(sql`${properties.category}`, CATEGORIES),
      codeOf(sql`${properties.operation}`, OPERATIONS),
      codeOf(sql`${properties.state}`, PROVINCES),
      sql`${properties.pricePerHectareUsd}::text`,
      sql`${properties.hectares}::text`,
      sql`(extract(epoch from ${properties.createdAt}) * 1000000)::bigint::text`,
    ],
    sql`, `,
  );
  // Nine fields a listing, all numbers or ids: one comma-separated list, split once, west to east
  // (a map request then reads only the slots between its area's edges).
  const result = await db.execute(
    sql`select string_agg(concat_ws(',', ${fields}), ',' order by ${properties.locationLng}) as fields
      from ${properties} where ${located}`,
  );
  const text = (result.rows[0] as { fields: string | null } | undefined)?.fields ?? '';
  const values = text === '' ? [] : text.split(',');
  const size = values.length / FIELDS;
  const snapshot: MapSnapshot = {
    version,
    readAt: Date.now(),
    size,
    ids: new Array<string>(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    x: new Float64Array(size),
    y: new Float64Array(size),
    category: new Uint8Array(size),
    operation: new Uint8Array(size),
    state: new Uint8Array(size),
    priceUsd: new Float64Array(size),
    hectares: new Float64Array(size),
    createdAt: new Float64Array(size),
    slotOf: new Map(),
    textMasks: new Map(),
  };
  for (let slot = 0, at = 0; slot < size; slot++, at += FIELDS) {
    const id = values[at]!;
    const lat = Number(values[at + 1]);
    const lng = Number(values[at + 2]);
    snapshot.ids[slot] = id;
    snapshot.lat[slot] = lat;
    snapshot.lng[slot] = lng;
    snapshot.x[slot] = mercatorX(lng);
    snapshot.y[slot] = mercatorY(lat);
    snapshot.category[slot] = Number(values[at + 3]);
    snapshot.operation[slot] = Number(values[at + 4]);
    snapshot.state[slot] = Number(values[at + 5]);
    snapshot.priceUsd[slot] = Number(values[at + 6]);
    snapshot.hectares[slot] = Number(values[at + 7]);
    snapshot.createdAt[slot] = Number(values[at + 8]);
    snapshot.slotOf.set(id, slot);
  }
  return snapshot;
}

/** A bit per slot of a snapshot. */
export type TextMask = Uint32Array;
export const inMask = (mask: TextMask, slot: number) => ((mask[slot >>> 5]! >>> (slot & 31)) & 1) === 1;

/** The slots of the live listings whose text matches, exactly as the listing search matches it. */
async function readTextMask(db: Database, snapshot: MapSnapshot, text: string): Promise<TextMask> {
  const mask = new Uint32Array(Math.ceil(snapshot.size / 32));
  const search = await resolveTextSearch(text, (word) => wordsStartingAs(db, word));
  if (!search) return mask.fill(0xffffffff);
  const result = await db.execute(
    sql`select string_agg(${properties.id}::text, ',') as ids from ${properties} where ${and(located, search.matches)}`,
  );
  const ids = (result.rows[0] as { ids: string | null } | undefined)?.ids;
  for (const id of ids ? ids.split(',') : []) {
    const slot = snapshot.slotOf.get(id);
    if (slot !== undefined) mask[slot >>> 5] = mask[slot >>> 5]! | (1 << (slot & 31));
  }
  return mask;
}

/**
 * The map's in-memory index of live listings, kept in step with writes: every write request
 * (and every scheduled change: expiry, a date passing) moves the catalogue version on before
 * it answers, and a snapshot read at an older version is never used again — the next map
 * request reads the listings anew (concurrent requests share one read). So a listing published,
 * edited, paused, expired or deleted through this process is on the map as it is now from the
 * moment the write is acknowledged.
 */
export class MapIndex {
  private snapshot: MapSnapshot | null = null;
  private readonly reads = new Map<number, Promise<MapSnapshot>>();

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
  ) {}

  /** The listings as of the current catalogue version. */
  async current(): Promise<MapSnapshot> {
    const version = this.catalogue.current;
    const known = this.snapshot;
    if (known && known.version === version) {
      const old = this.maxAgeMs !== null && Date.now() - known.readAt > this.maxAgeMs;
      if (old && !this.reads.has(version)) {
        void this.read(version).catch(() => {});
      }
      return known;
    }
    return this.read(version);
  }

  private read(version: number): Promise<MapSnapshot> {
    const pending = this.reads.get(version);
    if (pending) return pending;
    const reading = readSnapshot(this.db, version)
      .then((snapshot) => {
        // Read while a write landed: kept under the version it started at, so never served after it.
        if (!this.snapshot || this.snapshot.version <= version) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => this.reads.delete(version));
    this.reads.set(version, reading);
    return reading;
  }

  /** Which listings of the snapshot match `text` (remembered with the snapshot, a few at a time). */
  textMask(snapshot: MapSnapshot, text: string): Promise<TextMask> {
    const key = searchWords(text).join(' ');
    const known = snapshot.textMasks.get(key);
    if (known) {
      snapshot.textMasks.delete(key);
      snapshot.textMasks.set(key, known);
      return known;
    }
    const reading = readTextMask(this.db, snapshot, text);
    reading.catch(() => snapshot.textMasks.delete(key));
    if (snapshot.textMasks.size >= TEXT_MASKS) {
      snapshot.textMasks.delete(snapshot.textMasks.keys().next().value as string);
    }
    snapshot.textMasks.set(key, reading);
    return reading;
  }
}

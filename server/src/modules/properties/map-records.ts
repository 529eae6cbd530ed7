import { CATEGORIES, mercatorX, mercatorY, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import type { MapSnapshot } from './map-index.ts';
import { isLive } from './service.ts';

// How the map's index reads listings from the database: fixed-width binary records, and the
// listings' ids as 32-bit words (map-index.ts keeps them in a snapshot).

/** A code per option (0: none of them), so a filter compares small integers. */
const codes = (options: readonly string[]) => new Map(options.map((option, i) => [option, i + 1]));
export const CATEGORY_CODES = codes(CATEGORIES);
export const OPERATION_CODES = codes(OPERATIONS);
export const STATE_CODES = codes(PROVINCES);

/** The position of the column's value in `options`, from 1 (0: none of them), computed by the database. */
const codeOf = (column: SQL, options: readonly string[]) =>
  sql`coalesce(array_position(array[${sql.join(
    options.map((option) => sql`${option}`),
    sql`, `,
  )}]::text[], ${column}), 0)`;

/** A listing the map shows: live, with coordinates. */
export const located = and(
  isLive,
  isNotNull(properties.locationLat),
  isNotNull(properties.locationLng),
) as SQL;

/** A live listing the map can't show, as `properties_live_unlocated_idx` holds them. */
const unlocated = sql`${isLive} and (${properties.locationLat} is null or ${properties.locationLng} is null)`;

/** Past this many live listings without coordinates a snapshot doesn't name them (null). */
export const UNLOCATED_TRACKED = 1000;

/** The ids (text) of the live listings without coordinates, up to one more than UNLOCATED_TRACKED. */
export const UNLOCATED_IDS = (among?: SQL) =>
  sql`(select array_agg(id) from (select ${properties.id}::text as id from ${properties} where ${unlocated}${among ? sql` and ${among}` : sql``} limit ${UNLOCATED_TRACKED + 1}) as unlocated)`;

/** The ids as a snapshot keeps them: null past UNLOCATED_TRACKED. */
export const unlocatedIds = (ids: string[] | null): string[] | null =>
  (ids ?? []).length > UNLOCATED_TRACKED ? null : (ids ?? []);

/**
 * Bytes a listing takes in a snapshot's read: its id (16), latitude, longitude, price per hectare
 * in dollars, hectares (8 each, IEEE doubles), publication time (8: microseconds since 2000, as
 * PostgreSQL keeps it) and its category, operation and province codes (4).
 */
export const RECORD_BYTES = 60;
/** PostgreSQL's epoch (2000-01-01) in microseconds since 1970. */
const POSTGRES_EPOCH_US = 946_684_800_000_000;

/** A listing's record (RECORD_BYTES), in SQL over `properties`. */
export const RECORD = sql.join(
  [
    sql`uuid_send(${properties.id})`,
    sql`float8send(${properties.locationLat})`,
    sql`float8send(${properties.locationLng})`,
    sql`float8send(${properties.pricePerHectareUsd})`,
    sql`float8send(${properties.hectares})`,
    sql`timestamptz_send(${properties.createdAt})`,
    sql`int4send((${codeOf(sql`${properties.category}`, CATEGORIES)} * 65536 + ${codeOf(sql`${properties.operation}`, OPERATIONS)} * 256 + ${codeOf(sql`${properties.state}`, PROVINCES)})::int4)`,
  ],
  sql` || `,
);

/**
 * Every live listing with coordinates as one value of fixed-width binary records, west to east.
 * Binary because PostgreSQL's text output of doubles, and splitting and parsing millions of
 * fields here, was most of the read: 9 s for 920,000 listings as text, measured (bench/PLANS.md).
 * Base64 because both drivers decode text natively while PGlite parses a bytea's hex by the byte.
 * The records come from `properties_live_map_idx` in its order (an index-only scan, no sort),
 * with the MVCC snapshot they were read at: later reads ask only for what changed since
 * (map-changes.ts).
 */
export async function readSnapshot(db: Database, version: number): Promise<MapSnapshot> {
  const result = await db.execute(
    sql`select pg_current_snapshot()::text as seen, encode(string_agg(record, ''::bytea), 'base64') as records,
        ${UNLOCATED_IDS()} as unlocated
      from (select ${RECORD} as record from ${properties} where ${located} order by ${properties.locationLng}) listings`,
  );
  const row = result.rows[0] as { seen: string; records: string | null; unlocated: string[] | null };
  const snapshot = snapshotOf(Buffer.from(row.records ?? '', 'base64'), version, row.seen);
  snapshot.unlocated = unlocatedIds(row.unlocated);
  return snapshot;
}

/**
 * The records' order west to east, or null when they already are: aggregating a sorted subquery
 * keeps its order in practice, not by SQL's promise, so it is checked.
 */
function westToEastOrder(view: DataView, size: number): number[] | null {
  const lngAt = (record: number) => view.getFloat64(record * RECORD_BYTES + 24);
  for (let record = 1; record < size; record++) {
    if (lngAt(record) < lngAt(record - 1)) {
      return Array.from({ length: size }, (_, i) => i).sort((a, b) => lngAt(a) - lngAt(b));
    }
  }
  return null;
}

/** A snapshot of `size` slots, every column zero, ready to be filled. */
export function emptySnapshot(size: number, version: number, seen: string, fullReadAt: number): MapSnapshot {
  return {
    version,
    readAt: Date.now(),
    fullReadAt,
    seen,
    size,
    idWords: new Uint32Array(size * 4),
    idTable: new Int32Array(0),
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
    unlocated: [],
    textMasks: new Map(),
  };
}

/** The snapshot's columns from its records (exported for its test). */
export function snapshotOf(records: Buffer, version: number, seen = ''): MapSnapshot {
  const size = Math.floor(records.length / RECORD_BYTES);
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  const order = westToEastOrder(view, size);
  const snapshot = emptySnapshot(size, version, seen, Date.now());
  for (let slot = 0; slot < size; slot++) {
    const offset = (order ? order[slot]! : slot) * RECORD_BYTES;
    for (let word = 0; word < 4; word++)
      snapshot.idWords[slot * 4 + word] = view.getUint32(offset + word * 4);
    const lat = view.getFloat64(offset + 16);
    const lng = view.getFloat64(offset + 24);
    snapshot.lat[slot] = lat;
    snapshot.lng[slot] = lng;
    snapshot.x[slot] = mercatorX(lng);
    snapshot.y[slot] = mercatorY(lat);
    snapshot.priceUsd[slot] = view.getFloat64(offset + 32);
    snapshot.hectares[slot] = view.getFloat64(offset + 40);
    // Below 2^53 until the year 2255: exact as a double.
    snapshot.createdAt[slot] =
      view.getInt32(offset + 48) * 4_294_967_296 + view.getUint32(offset + 52) + POSTGRES_EPOCH_US;
    const codes = view.getUint32(offset + 56);
    snapshot.category[slot] = codes >>> 16;
    snapshot.operation[slot] = (codes >>> 8) & 0xff;
    snapshot.state[slot] = codes & 0xff;
  }
  snapshot.idTable = idTableOf(snapshot.idWords, size);
  return snapshot;
}

/** A slot's place in the id table: ids are mostly random, mixed anyway (a time-ordered id's first words repeat). */
const idHash = (w0: number, w1: number, w2: number, w3: number) =>
  Math.imul(
    w0 ^ Math.imul(w1, 0x9e3779b1) ^ Math.imul(w2, 0x85ebca6b) ^ Math.imul(w3, 0xc2b2ae35),
    0x27d4eb2d,
  ) ^
  (w3 >>> 15);

/** An open-addressing table of slots by id, at most half full. */
export function idTableOf(idWords: Uint32Array, size: number): Int32Array {
  let capacity = 16;
  while (capacity < size * 2) capacity *= 2;
  const table = new Int32Array(capacity).fill(-1);
  const mask = capacity - 1;
  for (let slot = 0; slot < size; slot++) {
    const w = slot * 4;
    let place = idHash(idWords[w]!, idWords[w + 1]!, idWords[w + 2]!, idWords[w + 3]!) & mask;
    while (table[place] !== -1) place = (place + 1) & mask;
    table[place] = slot;
  }
  return table;
}

/** The slot of the listing whose id is the 16 bytes at `offset` of `view`, or -1. */
export function slotOfId(snapshot: MapSnapshot, view: DataView, offset: number): number {
  const { idTable, idWords } = snapshot;
  const w0 = view.getUint32(offset);
  const w1 = view.getUint32(offset + 4);
  const w2 = view.getUint32(offset + 8);
  const w3 = view.getUint32(offset + 12);
  const mask = idTable.length - 1;
  for (let place = idHash(w0, w1, w2, w3) & mask; ; place = (place + 1) & mask) {
    const slot = idTable[place]!;
    if (slot === -1) return -1;
    const w = slot * 4;
    if (idWords[w] === w0 && idWords[w + 1] === w1 && idWords[w + 2] === w2 && idWords[w + 3] === w3)
      return slot;
  }
}

/** The slot of the listing with this id (a UUID's text), or -1. */
export function slotOfUuid(snapshot: MapSnapshot, uuid: string): number {
  const bytes = Buffer.from(uuid.replace(/-/g, ''), 'hex');
  if (bytes.length !== 16) return -1;
  return slotOfId(snapshot, new DataView(bytes.buffer, bytes.byteOffset, 16), 0);
}

/** Every byte as two hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** A 32-bit word's high and low halves as four hex digits each. */
const high = (word: number) => HEX[word >>> 24]! + HEX[(word >>> 16) & 255]!;
const low = (word: number) => HEX[(word >>> 8) & 255]! + HEX[word & 255]!;

/**
 * A slot's id as the API writes it (a UUID's text). From a table of byte pairs: a map area's list
 * turns up to 2,000 slots into ids a request, and `toString(16)`, `padStart` and `slice` took
 * 1.2 µs an id (2.4 ms of the server's CPU for a full area; this: 0.26 µs).
 */
export function idOf(snapshot: MapSnapshot, slot: number): string {
  const { idWords } = snapshot;
  const w = slot * 4;
  const a = idWords[w]!;
  const b = idWords[w + 1]!;
  const c = idWords[w + 2]!;
  const d = idWords[w + 3]!;
  return `${high(a)}${low(a)}-${high(b)}-${low(b)}-${high(c)}-${low(c)}${high(d)}${low(d)}`;
}

/** Two slots' ids compared as PostgreSQL orders UUIDs (byte by byte): negative when `a`'s is first. */
export function compareIds(snapshot: MapSnapshot, a: number, b: number): number {
  const { idWords } = snapshot;
  for (let word = 0; word < 4; word++) {
    const difference = idWords[a * 4 + word]! - idWords[b * 4 + word]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingChanges, properties } from '../../db/schema.ts';
import type { MapSnapshot, TextMask } from './map-index.ts';
import { codeOfValue } from './map-ranks.ts';
import {
  emptySnapshot,
  idTableOf,
  located,
  RECORD,
  slotOfId,
  snapshotOf,
  UNLOCATED_IDS,
  unlocatedIds,
} from './map-records.ts';

/**
 * A snapshot's listings are read whole once, then only the listings written since, from the log
 * the triggers on `properties` keep (migration 0019): at a million listings a whole read takes
 * seconds, and every write request moves the catalogue version on.
 */

/** The id TRUNCATE logs: no row names what it removed, so readers read everything again. */
const EVERYTHING = Buffer.alloc(16);
/** Past this many written listings a whole read is about as cheap, and simpler. */
const CHANGES_READ_AT_MOST = 50_000;

export interface ListingChanges {
  /** The MVCC snapshot the changes were read at. */
  seen: string;
  /** The ids of every listing written since the snapshot was read, 16 bytes each. */
  ids: Buffer;
  /** Those of them the map shows now, as records west to east (map-records.ts). */
  records: Buffer;
  /** Those of them live now without coordinates, as ids (text); null past UNLOCATED_TRACKED. */
  unlocated: string[] | null;
}

/**
 * The listings written by transactions `seen` did not see and this statement does: their ids,
 * and the current records of those still on the map. One statement, so one MVCC snapshot: a
 * write is either in both the log and the rows, or in neither. Null when the log can't say
 * (a TRUNCATE, or more writes than a whole read costs).
 */
export async function readChanges(db: Database, seen: string): Promise<ListingChanges | null> {
  const result = await db.execute(sql`
    with changed as (
      select distinct ${listingChanges.propertyId} as id from ${listingChanges}
      where ${listingChanges.xid} >= pg_snapshot_xmin(${seen}::pg_snapshot)
        and not pg_visible_in_snapshot(${listingChanges.xid}, ${seen}::pg_snapshot)
        -- Every transaction this statement sees is below its xmax: rows restored from another
        -- cluster's dump may carry ids that are still in this one's future.
        and ${listingChanges.xid} < pg_snapshot_xmax(pg_current_snapshot())
    )
    select pg_current_snapshot()::text as seen,
      (select count(*) from changed)::int as count,
      (select encode(string_agg(uuid_send(id), ''::bytea), 'base64') from changed) as ids,
      (select encode(string_agg(record, ''::bytea), 'base64') from (
        select ${RECORD} as record from ${properties}
        where ${located} and ${properties.id} in (select id from changed)
        order by ${properties.locationLng}
      ) listings) as records,
      ${UNLOCATED_IDS(sql`${properties.id} in (select id from changed)`)} as unlocated`);
  const row = result.rows[0] as {
    seen: string;
    count: number;
    ids: string | null;
    records: string | null;
    unlocated: string[] | null;
  };
  if (Number(row.count) > CHANGES_READ_AT_MOST) return null;
  const ids = Buffer.from(row.ids ?? '', 'base64');
  for (let offset = 0; offset + 16 <= ids.length; offset += 16) {
    if (ids.subarray(offset, offset + 16).equals(EVERYTHING)) return null;
  }
  return {
    seen: row.seen,
    ids,
    records: Buffer.from(row.records ?? '', 'base64'),
    unlocated: unlocatedIds(row.unlocated),
  };
}

/**
 * What a snapshot made from another keeps of its text masks: those of the snapshot before, and
 * where each slot was there. A listing not written since matches the same words (its words were
 * already in the vocabulary a prefix is resolved against), so only the written ones are asked.
 */
export interface InheritedMasks {
  masks: Map<string, Promise<TextMask>>;
  /** Each slot's slot in the snapshot before, or -1 for a listing written since. */
  before: Int32Array;
  /** The slots of the listings written since. */
  written: number[];
  /**
   * What the snapshot before had inherited itself, and so on back (INHERITED_GENERATIONS in all):
   * a mask not asked for between two refreshes is still carried over, not read whole again.
   */
  earlier?: InheritedMasks;
}

/**
 * Text searches, their title masks and common words one snapshot remembers, at least (a bit per
 * listing: 11.5 KB each at 92,000 listings; 115 KB at a million). Room for the words read ahead
 * (map-index.ts `warm`).
 */
export const TEXT_MASKS = 256;
/**
 * The memory a snapshot's masks may take: more than TEXT_MASKS where they are small. A list search
 * keeps two or three masks a text (search-candidates.ts). At 128 MB (1,073 masks at a million) the
 * benchmark's text scenarios evicted each other's masks while they were read: narrow text stayed
 * at p95 66–76 ms a minute after a start, 20 ms with room (bench/PLANS.md, "fifteenth session").
 * The server's peak RSS in those runs: 477 MB at 128 MB, 483 MB at 512 MB (title masks are often
 * nearly empty, and a page of a mask no bit of which is set is never written).
 */
export const TEXT_MASK_BYTES = 384 * 1024 * 1024;

/** How many masks a snapshot of `size` listings remembers. */
export const textMaskBudget = (size: number) =>
  Math.max(TEXT_MASKS, Math.floor(TEXT_MASK_BYTES / (Math.ceil(size / 32) * 4)));

/**
 * How many refreshes back a text mask is carried over. Each keeps its slot map (4 bytes a listing:
 * 4 MB at a million); the masks kept along the chain are `textMaskBudget` in all, the newest of each text.
 */
export const INHERITED_GENERATIONS = 8;

/** `masks`, then the chain it continues, cut to INHERITED_GENERATIONS with one mask per text. */
function inheritedChain(
  masks: Map<string, Promise<TextMask>>,
  before: Int32Array,
  written: number[],
  earlier: InheritedMasks | undefined,
  maxMasks: number,
): InheritedMasks {
  const head: InheritedMasks = { masks, before, written, earlier };
  const seen = new Set(masks.keys());
  let node = head;
  for (let generation = 1; node.earlier; generation++) {
    if (generation >= INHERITED_GENERATIONS) {
      node.earlier = undefined;
      break;
    }
    const next = node.earlier;
    // A nearer generation's mask of the same text is the one used; past the budget, none.
    for (const key of [...next.masks.keys()]) {
      if (seen.has(key) || seen.size >= maxMasks) next.masks.delete(key);
      else seen.add(key);
    }
    node = next;
  }
  return head;
}

/**
 * The snapshot `previous` was, with `changes` applied: the written listings taken out, their
 * current records merged in west to east. O(listings): columns copied, the id table rebuilt.
 */
export function applyChanges(previous: MapSnapshot, changes: ListingChanges, version: number): MapSnapshot {
  if (changes.ids.length === 0) {
    // No listing written (an owner's profile, a report…): the same slots under the new version,
    // sharing their columns, bands and text masks.
    return { ...previous, version, seen: changes.seen, readAt: Date.now() };
  }
  const written = snapshotOf(changes.records, version, changes.seen);
  const gone = new Uint8Array(previous.size);
  let goneCount = 0;
  const view = new DataView(changes.ids.buffer, changes.ids.byteOffset, changes.ids.byteLength);
  for (let offset = 0; offset + 16 <= changes.ids.length; offset += 16) {
    const slot = slotOfId(previous, view, offset);
    if (slot !== -1 && gone[slot] === 0) {
      gone[slot] = 1;
      goneCount++;
    }
  }
  const size = previous.size - goneCount + written.size;
  const next = emptySnapshot(size, version, changes.seen, previous.fullReadAt);
  const before = new Int32Array(size);
  const writtenSlots: number[] = [];
  let old = 0;
  let fresh = 0;
  for (let slot = 0; slot < size; slot++) {
    while (old < previous.size && gone[old] === 1) old++;
    // Equal longitudes: the listing already there first (any order of equals is west to east).
    if (old < previous.size && (fresh >= written.size || previous.lng[old]! <= written.lng[fresh]!)) {
      copySlot(previous, old, next, slot);
      before[slot] = old++;
    } else {
      copySlot(written, fresh++, next, slot);
      before[slot] = -1;
      writtenSlots.push(slot);
    }
  }
  next.idTable = idTableOf(next.idWords, size);
  next.rankCodes = carriedRankCodes(previous, next, before);
  next.unlocated = unlocatedAfter(previous.unlocated, changes);
  next.inherited = inheritedChain(
    new Map(previous.textMasks),
    before,
    writtenSlots,
    previous.inherited,
    textMaskBudget(size),
  );
  return next;
}

/**
 * The previous snapshot's rank codes (map-ranks.ts) for the listings kept, and the written ones
 * coded at the same edges: a byte copied a listing rather than each of them placed again (90 ms a
 * column at a million listings). Listings published after the newest edge share the top code, which
 * only leaves more of them to their exact time; the edges move on the next whole read.
 */
function carriedRankCodes(
  previous: MapSnapshot,
  next: MapSnapshot,
  before: Int32Array,
): MapSnapshot['rankCodes'] {
  if (!previous.rankCodes) return undefined;
  const carried: NonNullable<MapSnapshot['rankCodes']> = {};
  for (const column of ['createdAt', 'priceUsd'] as const) {
    const known = previous.rankCodes[column];
    if (!known) continue;
    const codes = new Uint8Array(next.size);
    for (let slot = 0; slot < next.size; slot++) {
      const old = before[slot]!;
      codes[slot] = old === -1 ? codeOfValue(known.edges, next[column][slot]!) : known.codes[old]!;
    }
    carried[column] = { codes, edges: known.edges };
  }
  return carried;
}

/** The live listings without coordinates after the changes: the written ones as they are now. */
function unlocatedAfter(previous: readonly string[] | null, changes: ListingChanges): string[] | null {
  if (previous === null || changes.unlocated === null) return null;
  const written = new Set<string>();
  for (let offset = 0; offset + 16 <= changes.ids.length; offset += 16) {
    written.add(uuidText(changes.ids.subarray(offset, offset + 16)));
  }
  return unlocatedIds([...previous.filter((id) => !written.has(id)), ...changes.unlocated]);
}

/** 16 bytes as a UUID's text, as PostgreSQL prints it. */
function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function copySlot(from: MapSnapshot, source: number, to: MapSnapshot, target: number) {
  for (let word = 0; word < 4; word++) to.idWords[target * 4 + word] = from.idWords[source * 4 + word]!;
  to.lat[target] = from.lat[source]!;
  to.lng[target] = from.lng[source]!;
  to.x[target] = from.x[source]!;
  to.y[target] = from.y[source]!;
  to.category[target] = from.category[source]!;
  to.operation[target] = from.operation[source]!;
  to.state[target] = from.state[source]!;
  to.priceUsd[target] = from.priceUsd[source]!;
  to.hectares[target] = from.hectares[source]!;
  to.createdAt[target] = from.createdAt[source]!;
}

/**
 * Forgets writes older than a day: a map index reads by its changes only within 12 hours of its
 * last read (map-index.ts), so none needs them. Any process may run it at any time.
 */
export async function pruneListingChanges(db: Database): Promise<void> {
  await db.delete(listingChanges).where(lt(listingChanges.changedAt, sql`now() - interval '1 day'`));
}

import { ARS_PER_USD, CATEGORIES, FACILITIES, PAYMENT_CONDITIONS } from '@tranquera/contracts';
import {
  FIRST_NAMES,
  KINDS,
  LAST_NAMES,
  PHRASES,
  PROVINCE_WEIGHTS,
  TOWNS,
  USES,
} from './listing-vocabulary.ts';

// The INSERT … SELECT … FROM generate_series statements that build the bench catalogue inside
// the database. Every "random" value is a hash of the row number and a salt, so a load gives
// the same listings every time, whatever order or how many connections the chunks run on.

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]::text[]`;

/** Uniform in [0, 1): the row number `g` hashed with `salt`. */
const rnd = (salt: number, row = 'g') =>
  `((hashint8extended(${row}, ${salt}) & 9007199254740991)::float8 / 9007199254740992.0)`;

/** 0 … n-1 */
const int = (n: number, salt: number, row = 'g') => `floor(${rnd(salt, row)} * ${n})::int`;

const pick = (values: readonly string[], salt: number, row = 'g') =>
  `(${textArray(values)})[1 + ${int(values.length, salt, row)}]`;

/** A version-4-shaped uuid derived from a name: ids are the same on every load. */
export const benchUuid = (kind: string, key: string) =>
  `overlay(overlay(md5('bench-${kind}-' || ${key}) placing '4' from 13) placing '8' from 17)::uuid`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * `count` distinct items of `values` as a text[]: a random start and a random step coprime with
 * the list's length walk it without repeating. The start and step are columns of the lateral
 * `a` (see `walkColumns`), computed once per row.
 */
function distinctPicks(values: readonly string[], count: number, walk: string): string {
  const n = values.length;
  const items = Array.from(
    { length: count },
    (_, j) => `(${textArray(values)})[1 + (a.${walk}_start + ${j} * a.${walk}_step) % ${n}]`,
  );
  return `ARRAY[${items.join(', ')}]`;
}

function walkColumns(values: readonly string[], walk: string, salt: number): string {
  const n = values.length;
  const steps = Array.from({ length: n - 1 }, (_, i) => i + 1).filter((step) => gcd(step, n) === 1);
  return `${int(n, salt)} AS ${walk}_start, (ARRAY[${steps.join(', ')}])[1 + ${int(steps.length, salt + 1)}] AS ${walk}_step`;
}

function caseOf(column: string, branches: [string, string][], otherwise: string): string {
  return `CASE ${column} ${branches.map(([when, then]) => `WHEN ${literal(when)} THEN ${then}`).join(' ')} ELSE ${otherwise} END`;
}

/** One hundred provinces, each as often as its weight: a uniform pick is a weighted one. */
const weightedProvinces = PROVINCE_WEIGHTS.flatMap(([province, weight]) =>
  Array.from({ length: weight }, () => province),
);
const townProvinces = Object.keys(TOWNS);
const MAX_PHOTOS = 6;
const photo = (k: number) => `'/uploads/u/' || ${benchUuid('photo', `g || '-${k}'`)} || '-lg.webp'`;

export function ownersInsert(owners: number): string {
  return `INSERT INTO users (id, first_name, last_name, username, email_address, email_address_confirmed,
      phone_number, address, joined_at, updated_at)
    SELECT ${benchUuid('owner', 'o')}, ${pick(FIRST_NAMES, 1, 'o')}, ${pick(LAST_NAMES, 2, 'o')},
      'vendedor' || o, 'vendedor' || o || '@bench.invalid', true, '54911' || lpad(o::text, 8, '0'),
      ${pick(townProvinces, 3, 'o')}, now() - interval '4 years', now() - interval '4 years'
    FROM generate_series(1::int8, ${owners}::int8) o`;
}

const THREE_YEARS_US = 3 * 365 * 24 * 3600 * 1e6;

/**
 * Listings `from`…`to` (1-based) of a catalogue of `count` from `owners` sellers. Creation times
 * are a permutation of `count` evenly spaced slots over three years, plus a jitter smaller than
 * a slot: all distinct, and unrelated to the row number.
 */
export function listingsInsert(from: number, to: number, count: number, owners: number): string {
  const multiplier = [1_000_003, 999_983, 999_979].find((prime) => count % prime !== 0)!;
  const slotUs = Math.floor(THREE_YEARS_US / count);
  const useByCategory = caseOf(
    'a.category',
    CATEGORIES.map((category) => [category, pick(USES[category], 20)]),
    "''",
  );
  const townByProvince = caseOf(
    'a.state',
    townProvinces.map((province) => [province, pick(TOWNS[province]!, 21)]),
    `'Cerca de ' || a.state`,
  );
  return `INSERT INTO properties (id, user_id, category, operation, listing_title, price, currency, pricing_unit,
      hectares, price_per_hectare, price_per_hectare_usd, nearest_town, access, payment_type, description,
      state, facilities, technical_report, video_link, main_image_url, images, location_name, location_lat,
      location_lng, status, recommended, created_at, updated_at)
    SELECT ${benchUuid('listing', 'g')},
      ${benchUuid('owner', `(1 + ${int(owners, 2)})`)},
      a.category,
      CASE WHEN ${rnd(3)} < 0.85 THEN 'venta' ELSE 'alquiler' END,
      ${pick(KINDS, 4)} || ' ' || b.use || ' en '
        || CASE WHEN b.has_towns AND ${rnd(5)} < 0.5 THEN b.town ELSE a.state END
        || CASE WHEN ${rnd(6)} < 0.3 THEN ' de ' || floor(a.hectares + 0.5)::int8 || ' has' ELSE '' END,
      b.price, b.currency, b.pricing_unit, a.hectares,
      floor(c.per_hectare * 100 + 0.5) / 100,
      floor(CASE WHEN b.currency = 'ARS' THEN c.per_hectare / ${ARS_PER_USD} ELSE c.per_hectare END * 100 + 0.5) / 100,
      b.town,
      ${int(41, 7)} || ' km de tierra',
      to_jsonb((${distinctPicks(PAYMENT_CONDITIONS, PAYMENT_CONDITIONS.length, 'payment')})[1:1 + ${int(3, 10)}]),
      array_to_string((${distinctPicks(PHRASES, 6, 'phrase')})[1:3 + ${int(4, 13)}], ' '),
      a.state,
      to_jsonb((${distinctPicks(FACILITIES, 6, 'facility')})[1:${int(7, 16)}]),
      '', '',
      ${photo(1)},
      to_jsonb((ARRAY[${Array.from({ length: MAX_PHOTOS }, (_, k) => photo(k + 1)).join(', ')}])[1:1 + ${int(MAX_PHOTOS, 17)}]),
      CASE WHEN b.has_towns THEN 'Cerca de ' || b.town || ', ' || a.state ELSE b.town || ', ' || a.state END,
      -45 + ${rnd(18)} * 23,
      -70 + ${rnd(19)} * 15,
      CASE WHEN ${rnd(22)} < 0.92 THEN 'active' ELSE 'paused' END,
      ${rnd(23)} < 0.01,
      c.created_at, c.created_at
    FROM generate_series(${from}::int8, ${to}::int8) g
    CROSS JOIN LATERAL (SELECT
      ${pick(CATEGORIES, 24)} AS category,
      ${pick(weightedProvinces, 25)} AS state,
      floor(exp(ln(10) + ${rnd(26)} * ln(2000)) * 10 + 0.5) / 10 AS hectares,
      floor(exp(ln(300) + ${rnd(27)} * ln(25000.0 / 300)) / 10 + 0.5) * 10 AS per_hectare_usd,
      ${rnd(28)} < 0.15 AS pesos,
      ${rnd(29)} < 0.10 AS total,
      ${rnd(30)} < 0.03 AS unpriced,
      ${walkColumns(PAYMENT_CONDITIONS, 'payment', 8)},
      ${walkColumns(PHRASES, 'phrase', 11)},
      ${walkColumns(FACILITIES, 'facility', 14)}
      OFFSET 0 -- evaluated once per row, not inlined into every reference
    ) a
    CROSS JOIN LATERAL (SELECT
      ${useByCategory} AS use,
      ${townByProvince} AS town,
      a.state IN (${townProvinces.map(literal).join(', ')}) AS has_towns,
      CASE WHEN a.pesos THEN 'ARS' ELSE 'USD' END AS currency,
      CASE WHEN a.total THEN 'Total' ELSE 'por Hectárea' END AS pricing_unit,
      CASE
        WHEN a.unpriced THEN 0
        WHEN a.total THEN floor(a.per_hectare_usd * CASE WHEN a.pesos THEN ${ARS_PER_USD} ELSE 1 END * a.hectares + 0.5)
        ELSE a.per_hectare_usd * CASE WHEN a.pesos THEN ${ARS_PER_USD} ELSE 1 END
      END AS price
      OFFSET 0
    ) b
    CROSS JOIN LATERAL (SELECT
      CASE WHEN b.pricing_unit = 'Total' AND a.hectares > 0 THEN b.price / a.hectares ELSE b.price END AS per_hectare,
      now() - ((((g * ${multiplier}) % ${count}) * ${slotUs} + floor(${rnd(31)} * ${Math.floor(slotUs * 0.9)})::int8)
        * interval '1 microsecond') AS created_at
      OFFSET 0
    ) c`;
}

/**
 * Up to `sample` live listing ids, the same ones on every load: evenly spaced row numbers,
 * looked up by their primary key.
 */
export function liveIdSample(count: number, sample: number): string {
  const step = Math.max(1, Math.floor(count / Math.ceil(sample * 1.15)));
  return `SELECT id::text AS id FROM properties
    WHERE status = 'active' AND id = ANY (ARRAY(SELECT ${benchUuid('listing', 'g')}
      FROM generate_series(1::int8, ${count}::int8, ${step}::int8) g))
    ORDER BY id LIMIT ${sample}`;
}

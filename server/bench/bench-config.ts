/** The benchmark's settings, read once from the environment (documented in search-bench.ts). */
export interface BenchConfig {
  listings: number;
  duration: number;
  warmUp: number;
  /** Seconds of every scenario's URLs at once right after a server starts (0: none). */
  serverWarmUp: number;
  connections: number;
  /** Scenario keys to run; null runs them all. */
  scenarios: Set<string> | null;
  keep: boolean;
  reuse: boolean;
  explain: boolean;
  /** Which databases to run, in order. */
  databases: ('pglite' | 'postgres')[] | null;
  databaseUrl: string | undefined;
  /** First loopback port the server processes may take (BENCH_PORT); null: any free port. */
  firstPort: number | null;
  /** BENCH_CLUSTER=1: the PostgreSQL server runs as `serve:cluster` (one process per CPU). */
  cluster: boolean;
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

function nonNegative(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or more, not ${raw}`);
  return value;
}

const flag = (name: string) => ['1', 'true', 'yes', 'on'].includes((process.env[name] ?? '').toLowerCase());

const list = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Every scenario key, in the order they run. */
export const SCENARIO_KEYS = [
  'browse',
  'filters',
  'broad-word',
  'prefix',
  'narrow-text',
  'text-filters',
  'price-sort',
  'map',
  'map-text',
  'area-list',
  'cursor',
  'detail',
  'mixed',
  'mixed-two',
];

/** Keys that only run when BENCH_SCENARIOS names them: they add minutes, or need PostgreSQL. */
export const OPT_IN_KEYS = ['mixed-two'];

export function readBenchConfig(): BenchConfig {
  const scenarios = list('BENCH_SCENARIOS');
  const unknown = scenarios.filter((key) => !SCENARIO_KEYS.includes(key));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${SCENARIO_KEYS.join(', ')})`);
  }
  const databases = list('BENCH_DATABASES');
  for (const database of databases) {
    if (database !== 'pglite' && database !== 'postgres') {
      throw new Error(`BENCH_DATABASES lists pglite and/or postgres, not ${database}`);
    }
  }
  const reuse = flag('BENCH_REUSE');
  return {
    listings: Math.round(positive('BENCH_LISTINGS', 100_000)),
    duration: positive('BENCH_DURATION', 10),
    warmUp: positive('BENCH_WARMUP', 2),
    serverWarmUp: nonNegative('BENCH_SERVER_WARMUP', 60),
    connections: Math.round(positive('BENCH_CONNECTIONS', 10)),
    scenarios: scenarios.length > 0 ? new Set(scenarios) : null,
    // Reusing needs a kept data set, so BENCH_REUSE keeps it too.
    keep: flag('BENCH_KEEP') || reuse,
    reuse,
    explain: flag('BENCH_EXPLAIN'),
    databases: databases.length > 0 ? (databases as ('pglite' | 'postgres')[]) : null,
    databaseUrl: process.env.DATABASE_URL || undefined,
    firstPort: process.env.BENCH_PORT ? Math.round(positive('BENCH_PORT', 0)) : null,
    cluster: flag('BENCH_CLUSTER'),
  };
}

export const wants = (config: BenchConfig, key: string) =>
  config.scenarios?.has(key) ?? !OPT_IN_KEYS.includes(key);

/** The one-process mixed load also runs when only `mixed-two` is asked for: it is its yardstick. */
export const wantsMixed = (config: BenchConfig) => wants(config, 'mixed') || wants(config, 'mixed-two');

/**
 * Before and after an optimisation, interleaved: two server processes side by side (the commit
 * before, from a git worktree, on a database with its own indexes; the working tree on another),
 * and each search scenario measured on one then the other in slices of a few seconds, the order
 * swapped every round. Slices that alternate see the same machine: on a shared 2-core machine
 * whose speed drifts by 2× within an hour, two whole benchmark runs minutes apart cannot be
 * compared. Each slice prints req/s, p95, p99 and the server's CPU per request.
 *
 *   git worktree add /tmp/before HEAD && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   psql … -c 'create database before_db template tranquera_bench'   (then the old indexes on it)
 *   AB_BEFORE_DIR=/tmp/before/server \
 *   AB_BEFORE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/before_db \
 *   AB_AFTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tranquera_bench \
 *   npx tsx bench/ab-compare.ts
 *
 * PGlite instead: AB_BEFORE_DATA_DIR and AB_AFTER_DATA_DIR, two copies of a kept PGlite DATA_DIR (BENCH_KEEP=1
 * keeps $TMPDIR/tranquera-bench-pglite), in place of the database URLs; detail's ids then come from the
 * after server's own search pages.
 *
 * AB_BEFORE_ENV and AB_AFTER_ENV add variables to one side's environment (`MALLOC_ARENA_MAX=16 FOO=1`):
 * the same build under two settings.
 *
 * Environment: AB_SCENARIOS (search or map scenario keys, `detail`, `cursor` ('Ver más' chains walked on the after side), `mixed` (20 connections), `pages` (the
 * mixed load's server-rendered pages: see mixed-load.ts); default text-filters,narrow-text,broad-word,
 * prefix), AB_ROUNDS (3), AB_DURATION (seconds per slice, 4), AB_WARMUP (seconds of each scenario on each side
 * first, 2), AB_CONNECTIONS (10),
 * AB_AFTER_DIR (this server by default). Each side runs its own build (`build.mjs`, as `npm start`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { measureHttp } from './load-test.ts';
import { cursorScenario } from './cursor-chains.ts';
import { cpuMs } from './process-stats.ts';
import { mapScenarios } from './map-scenarios.ts';
import { liveListingIds, MIXED_CONNECTIONS, mixedLoad } from './mixed-load.ts';
import { detailScenario, searchScenarios } from './scenarios.ts';
import { builtServer, SERVE_ENV, SERVER_ROOT } from './server-process.ts';
import { ensureWebDist } from './web-dist.ts';

interface Side {
  name: 'before' | 'after';
  dir: string;
  databaseUrl?: string;
  /** A PGlite DATA_DIR, when there is no database URL. */
  dataDir?: string;
  port: number;
  process?: ChildProcess;
}

function database(side: 'BEFORE' | 'AFTER'): Pick<Side, 'databaseUrl' | 'dataDir'> {
  const databaseUrl = process.env[`AB_${side}_DATABASE_URL`];
  const dataDir = process.env[`AB_${side}_DATA_DIR`];
  if (!databaseUrl && !dataDir) {
    throw new Error(
      `AB_${side}_DATABASE_URL or AB_${side}_DATA_DIR is required (see the header of bench/ab-compare.ts)`,
    );
  }
  return databaseUrl ? { databaseUrl } : { dataDir };
}

/**
 * AB_BEFORE_ENV / AB_AFTER_ENV: `NAME=value` pairs separated by spaces; a value runs on to the next
 * `NAME=` (`NODE_OPTIONS=--max-old-space-size=1024 --max-semi-space-size=8 MALLOC_ARENA_MAX=2`).
 */
function extraEnv(side: Side['name']): Record<string, string> {
  const pairs = (process.env[`AB_${side.toUpperCase()}_ENV`] ?? '')
    .trim()
    .split(/\s+(?=[A-Z_][A-Z0-9_]*=)/)
    .filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** Up to 2,000 live listings' ids, read from a server's newest-first pages ('Ver más' cursors). */
async function idsFromServer(base: string): Promise<string[]> {
  const ids: string[] = [];
  let query = '';
  while (ids.length < 2000) {
    const page = (await (await fetch(`${base}/api/properties/?${query}`)).json()) as {
      payload: { _id: string }[];
      info: { nextCursor?: string | null };
    };
    ids.push(...page.payload.map((card) => card._id));
    if (!page.info.nextCursor) break;
    query = `cursor=${encodeURIComponent(page.info.nextCursor)}`;
  }
  return ids;
}

const sides: Side[] = [
  {
    name: 'before',
    dir: process.env.AB_BEFORE_DIR ?? '',
    ...database('BEFORE'),
    port: 4201,
  },
  {
    name: 'after',
    dir: process.env.AB_AFTER_DIR ?? SERVER_ROOT,
    ...database('AFTER'),
    port: 4202,
  },
];
const keys = (process.env.AB_SCENARIOS ?? 'text-filters,narrow-text,broad-word,prefix').split(',');
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const duration = Number(process.env.AB_DURATION ?? 4);
/** Seconds of each scenario on each side before its rounds: a server that reads ahead (the map's masks) needs more. */
const warmUp = Number(process.env.AB_WARMUP ?? 2);
const defaultConnections = Number(process.env.AB_CONNECTIONS ?? 10);

async function requestsOf(key: string) {
  if (key === 'mixed' || key === 'pages' || key === 'detail') {
    const after = sides[1]!;
    const liveIds = after.databaseUrl
      ? await liveListingIds(after.databaseUrl)
      : await idsFromServer(`http://127.0.0.1:${after.port}`);
    if (key === 'detail') return detailScenario(liveIds).paths.map((path) => ({ path }));
    return mixedLoad(liveIds, key === 'mixed' ? 'all' : 'pages');
  }
  if (key === 'cursor') {
    // 'Ver más' chains walked on the after side: a cursor reads the same on either.
    const { scenario } = await cursorScenario(`http://127.0.0.1:${sides[1]!.port}`);
    if (!scenario) throw new Error('the after side hands out no cursors');
    return scenario.paths.map((path) => ({ path }));
  }
  const scenario = [...searchScenarios(), ...mapScenarios()].find((candidate) => candidate.key === key);
  if (!scenario) throw new Error(`no search scenario ${key}`);
  return scenario.paths.map((path) => ({ path }));
}

async function ready(side: Side) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (side.process?.exitCode !== null) throw new Error(`the ${side.name} server exited`);
    try {
      if ((await fetch(`http://127.0.0.1:${side.port}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the ${side.name} server did not answer in 2 minutes`);
}

if (!sides[0]!.dir) throw new Error('AB_BEFORE_DIR is required (see the header of bench/ab-compare.ts)');
// One HTML shell for both sides (the mixed load asks for it): a worktree of the commit before has
// no web build of its own, and its server answered those requests with errors.
const webDist = ensureWebDist().dir;
for (const side of sides) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  side.process = spawn(process.execPath, builtServer(side.dir), {
    cwd: side.dir,
    env: {
      ...inherited,
      ...SERVE_ENV,
      ...extraEnv(side.name),
      ...(side.databaseUrl ? { DATABASE_URL: side.databaseUrl } : {}),
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      PORT: String(side.port),
      HOST: '127.0.0.1',
      DATA_DIR: side.dataDir ?? `/tmp/ab-compare-${side.name}`,
      JWT_SECRET: 'ab-compare-ab-compare-ab-compare-ab',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
try {
  for (const side of sides) await ready(side);
  for (const key of keys) {
    const requests = await requestsOf(key);
    const connections = key === 'mixed' ? MIXED_CONNECTIONS : defaultConnections;
    for (const side of sides) {
      await measureHttp(`http://127.0.0.1:${side.port}`, requests, { connections, duration: warmUp });
    }
    const lines: Record<Side['name'], string[]> = { before: [], after: [] };
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const pid = side.process!.pid!;
        const cpuBefore = cpuMs(pid) ?? 0;
        const run = await measureHttp(`http://127.0.0.1:${side.port}`, requests, { connections, duration });
        const cpu = ((cpuMs(pid) ?? 0) - cpuBefore) / Math.max(1, run.requests);
        lines[side.name].push(
          `${Math.round(run.perSecond)} req/s p95 ${run.p95.toFixed(0)} p99 ${run.p99.toFixed(0)} ms, ${cpu.toFixed(2)} ms CPU, ${run.failures} failed`,
        );
      }
    }
    console.log(`${key}\n  before: ${lines.before.join(' | ')}\n  after:  ${lines.after.join(' | ')}`);
  }
} finally {
  for (const side of sides) side.process?.kill('SIGTERM');
}

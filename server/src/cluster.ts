// One machine, several processes (docs/decisions/several-processes.md): `npm run serve:cluster`
// starts one server process per CPU on one port, all on the PostgreSQL of DATABASE_URL. The
// processes share nothing in memory: everything they must agree on goes through PostgreSQL, as
// for processes behind a load balancer. Node's cluster module hands each new connection to the
// next process in turn.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';

/** A process that dies sooner than this after it started is started again only after a pause. */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 2_000;

// This process's few lines, in the servers' format (pino's JSON lines) and at their LOG_LEVEL.
const config = loadConfig();
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const threshold = LEVELS[config.LOG_LEVEL] ?? (config.LOG_LEVEL === 'silent' ? 100 : 30);
const line = (level: number, msg: string) =>
  level >= threshold && console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg }));
const log = (message: string) => line(30, message);
const fail = (message: string) => line(50, message);

// The embedded database belongs to one process: several would corrupt its folder.
if (!config.DATABASE_URL) {
  console.error('serve:cluster needs DATABASE_URL (PostgreSQL): the embedded database admits one process');
  process.exit(1);
}

// The same server the single-process start runs, beside this file (dist/main.js, or src/main.ts
// under tsx), with this process's Node options (tsx's loader, memory limits).
const here = fileURLToPath(import.meta.url);
cluster.setupPrimary({ exec: path.join(path.dirname(here), `main${path.extname(here)}`) });

const processes = availableParallelism();
/** The processes running, and when each started. */
const startedAt = new Map<Worker, number>();
/** Processes that died before they listened, one after the other: past this, the primary gives up. */
const FAILED_STARTS_MAX = 5;
let failedStarts = 0;
/** Restarts waiting out their pause, cancelled by a stop. */
const pendingStarts = new Set<NodeJS.Timeout>();
const listened = new WeakSet<Worker>();
let stopping: NodeJS.Signals | null = null;
let exitCode = 0;

function start(): void {
  if (stopping) return;
  const worker = cluster.fork();
  startedAt.set(worker, Date.now());
}

function startAfter(pauseMs: number): void {
  const timer = setTimeout(() => {
    pendingStarts.delete(timer);
    start();
  }, pauseMs);
  pendingStarts.add(timer);
}

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = signal;
  for (const timer of pendingStarts) clearTimeout(timer);
  pendingStarts.clear();
  log(`${signal}: stopping ${startedAt.size} server processes`);
  for (const worker of startedAt.keys()) worker.process.kill(signal);
  if (startedAt.size === 0) process.exit(exitCode);
}

cluster.on('listening', (worker) => {
  listened.add(worker);
  failedStarts = 0;
});

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0);
  startedAt.delete(worker);
  if (stopping) {
    // Stopped by the signal passed on (before main.ts listens for it, that is how it ends), or
    // by itself (code 0); one that could not stop in time (main.ts exits with 1) makes the
    // whole stop a failure.
    if (code !== 0 && signal !== stopping) exitCode = 1;
    if (startedAt.size === 0) process.exit(exitCode);
    return;
  }
  fail(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`);
  // One that cannot start (the port taken, the database unreachable) would restart for ever:
  // after a few in a row the primary gives up and exits with 1, as `npm run serve` would.
  if (!listened.has(worker) && ++failedStarts >= FAILED_STARTS_MAX) {
    fail(`${failedStarts} server processes in a row ended before they listened: giving up`);
    exitCode = 1;
    stop('SIGTERM');
    return;
  }
  // A pause after a quick death, so a failing process does not restart in a tight loop.
  startAfter(lived < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0);
});

// Each process stops by itself on these signals (main.ts: requests in flight finish). Ctrl+C
// reaches them from the terminal; a service manager signals only this one, so pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

log(`starting ${processes} server processes on port ${config.PORT}`);
for (let i = 0; i < processes; i++) start();

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
const startedAt = new Map<Worker, number>();
let stopping = false;
let exitCode = 0;

function start(): void {
  const worker = cluster.fork();
  startedAt.set(worker, Date.now());
}

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0);
  startedAt.delete(worker);
  if (stopping) {
    // One that could not stop in time (main.ts exits with 1) makes the whole stop a failure.
    if (code !== 0) exitCode = 1;
    if (startedAt.size === 0) process.exit(exitCode);
    return;
  }
  fail(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`);
  // A process that cannot start (a wrong setting, the database down) would otherwise restart
  // in a tight loop.
  setTimeout(start, lived < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0);
});

// Each process stops by itself on these signals (main.ts: requests in flight finish). Ctrl+C
// reaches them from the terminal; a service manager signals only this one, so pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} server processes`);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  });
}

log(`starting ${processes} server processes on port ${config.PORT}`);
for (let i = 0; i < processes; i++) start();

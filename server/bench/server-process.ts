import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processTree, treeCpuMs } from './process-stats.ts';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const built = new Set<string>();

/**
 * What `npm start` runs: the server bundled by `build.mjs` into `dir`/dist, built once per run from
 * the sources as they are. Not `tsx src/main.ts`: its loader, esbuild service and source maps
 * added ~100 MB of RSS to every figure (2026-11-27: 453-455 vs 345-364 MB at start,
 * docs/decisions/server-memory.md).
 */
/**
 * The environment `npm run serve` adds (server/package.json, docs/decisions/server-memory.md):
 * glibc's heaps for the process's threads capped at two, and V8's heap limit at 1 GB (which caps
 * how far its heap grows between full collections), unless the caller's environment says.
 */
export const SERVE_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  // The caller's own options come after, so its --max-old-space-size wins.
  NODE_OPTIONS: `--max-old-space-size=1024 ${process.env.NODE_OPTIONS ?? ''}`.trim(),
};

export function builtServer(dir = SERVER_ROOT, entry: 'main.js' | 'cluster.js' = 'main.js'): string[] {
  if (!built.has(dir)) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' });
    built.add(dir);
  }
  return [path.join(dir, 'dist', entry)];
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Lines the server logged at level error or above (pino's JSON, level ≥ 50) so far. */
  errorLines(): number;
  stop(): Promise<void>;
}

/** Ports handed out in this run: two servers starting at once must not pick the same one. */
const handedOut = new Set<number>();

async function listenable(port: number): Promise<number | null> {
  const probe = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return null;
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return address && typeof address !== 'string' ? address.port : null;
}

/**
 * A loopback port nobody listens on right now and this run hasn't given out: any, or the first
 * free one of the 100 from `firstPort` (BENCH_PORT, for machines where only a range is allowed).
 */
async function freePort(firstPort: number | null): Promise<number> {
  const candidates =
    firstPort === null ? Array(20).fill(0) : Array.from({ length: 100 }, (_, i) => firstPort + i);
  for (const candidate of candidates) {
    if (handedOut.has(candidate)) continue;
    const port = await listenable(candidate);
    if (port !== null && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(firstPort === null ? 'no free port' : `no free port in ${firstPort}–${firstPort + 99}`);
}

/** Waits (up to 15 s) until the process has used under 5 ms of CPU in 200 ms: its work is done. */
async function settle(pid: number) {
  const deadline = Date.now() + 15_000;
  let before = treeCpuMs(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = treeCpuMs(pid);
    if (now === null || now - before < 5) return;
    before = now;
  }
}

/** Until a serve:cluster primary has its one process per CPU, each done starting (`settle`). */
async function allProcesses(pid: number, deadline: number) {
  while (processTree(pid).length < availableParallelism() + 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await settle(pid);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether the server can serve: GET /readyz (database reachable, migrations applied) says 200. */
async function ready(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/readyz`);
  await response.body?.cancel();
  if (response.status !== 404) return response.ok;
  // A server from before /readyz: it answers, that will do.
  const fallback = await fetch(`${baseUrl}/robots.txt`);
  await fallback.body?.cancel();
  return fallback.ok;
}

/**
 * The real server, built as `npm start` builds it, in its own process as in production: its own
 * event loop and CPU, measurable from /proc; the pid is the server's, not a wrapper's. Resolves
 * once /readyz says it is ready. `name` prefixes its log lines (several servers run side by side
 * in `mixed-two`).
 */
export async function startServer(
  env: Record<string, string>,
  options: { firstPort?: number | null; name?: string; cluster?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort(options.firstPort ?? null);
  const name = options.name ?? 'server';
  // serve:cluster (BENCH_CLUSTER): the pid is its primary's, and /proc's figures add its workers'.
  const child = spawn(
    process.execPath,
    builtServer(SERVER_ROOT, options.cluster ? 'cluster.js' : 'main.js'),
    {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...SERVE_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const tail: string[] = [];
  let errors = 0;
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (/^\{.*"level":\s*([5-9]\d)\b/.test(line)) errors++;
      console.log(`  [${name}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
    }
  };
  child.stdout!.on('data', relay);
  child.stderr!.on('data', relay);
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return void handedOut.delete(port);
    // Requests still running when the load generator stopped would fail on a closing pool.
    await settle(child.pid!);
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited(child);
    clearTimeout(killed);
    handedOut.delete(port);
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      handedOut.delete(port);
      throw new Error(`the server exited with code ${child.exitCode}:\n${tail.join('\n')}`);
    }
    try {
      if (await ready(baseUrl)) {
        // serve:cluster answers once its first process listens: wait for the others, started.
        if (options.cluster) await allProcesses(child.pid!, deadline);
        return { pid: child.pid!, baseUrl, errorLines: () => errors, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 3 minutes:\n${tail.join('\n')}`);
}

import type { BenchConfig } from './bench-config.ts';
import { type HttpRequest, measureHttp } from './load-test.ts';
import { cpuSnapshot, othersShare, oursMs } from './machine-share.ts';
import { processTree, treeCpuMs, treeMemory } from './process-stats.ts';
import type { ScenarioResult } from './report.ts';
import type { ScenarioKind } from './scenarios.ts';
import type { ServerProcess } from './server-process.ts';

export interface ApiRun {
  key: string;
  name: string;
  kind: ScenarioKind | 'mixed';
  requests: HttpRequest[];
  connections: number;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Seconds of each slice of the server's warm-up: each slice asks for the same URLs in the same order. */
const WARM_SLICE_S = 5;
/** A slice that answers fewer than this many times as many requests a second as the one before: steady. */
const STEADY_GAIN = 1.05;
/** How many slices in a row must not beat the best before them for the server to be steady. */
const STEADY_SLICES = 3;

/**
 * A new server process runs its code unoptimised until V8 has seen it run (and PGlite's
 * WebAssembly engine too): on a 2-core machine of 2026-11-29 the browse scenario, first after the
 * server's start, took 1.6 ms of the server's CPU a request in its first 5 s and 0.8 ms from its
 * third slice on, and its p95 was measured at 37 ms where the same URLs later answered at 16–18.
 * So every scenario's URLs, taken in turn, are asked for in slices of WARM_SLICE_S seconds until
 * STEADY_SLICES in a row are no faster than the best before them (within STEADY_GAIN): at least four, at most
 * `config.serverWarmUp` seconds. A fixed 10 s was not enough on the machine of 2026-11-30:
 * browse, measured first, 913 req/s and p95 17 ms after 10 s, 1,092 req/s and 15 ms after 30 s
 * (server/bench/PLANS.md, eleventh session). Each
 * scenario still warms its own URLs up before it is measured: caches see nothing here that a
 * scenario's own warm-up would not show them.
 */
export async function warmServer(
  server: ServerProcess,
  runs: { requests: HttpRequest[] }[],
  config: BenchConfig,
): Promise<void> {
  if (config.serverWarmUp <= 0 || runs.length === 0) return;
  const longest = Math.max(...runs.map((run) => run.requests.length));
  const requests: HttpRequest[] = [];
  for (let i = 0; i < longest; i++) {
    for (const run of runs)
      if (run.requests.length > 0) requests.push(run.requests[i % run.requests.length]!);
  }
  const slices: { perSecond: number; p95: number; failures: number }[] = [];
  let spent = 0;
  while (spent < config.serverWarmUp) {
    const duration = Math.min(WARM_SLICE_S, config.serverWarmUp - spent);
    slices.push(await measureHttp(server.baseUrl, requests, { connections: config.connections, duration }));
    spent += duration;
    // Steady when none of the last STEADY_SLICES beat the best slice before them: at a million
    // listings the index learns the texts asked for a minute, and throughput stalls on the way
    // (one slice: 93 → 176 → 260 → 302 → 291 req/s; two: 91 → 177 → 304 → 293 → 298), which
    // ended the warm-up with most texts unread.
    if (slices.length > STEADY_SLICES) {
      const best = Math.max(...slices.slice(0, -STEADY_SLICES).map((slice) => slice.perSecond));
      if (slices.slice(-STEADY_SLICES).every((slice) => slice.perSecond < best * STEADY_GAIN)) break;
    }
  }
  const quietAfter = await untilQuiet(server.pid);
  const last = slices.at(-1)!;
  const failed = slices.reduce((sum, slice) => sum + slice.failures, 0);
  console.log(
    `  server warm-up, every scenario's URLs in turn for ${spent} s until steady: ` +
      `${slices.map((slice) => Math.round(slice.perSecond)).join(' → ')} req/s, last p95 ${ms(last.p95)}, ` +
      `${failed} failed; ` +
      (quietAfter === null ? 'still busy after 60 s' : `quiet ${(quietAfter / 1000).toFixed(1)} s later`),
  );
}

/**
 * Waits until the server and its database backends use under 5 % of a core over a second: the
 * warm-up's texts start reads of their own in the background (the map's common words,
 * map-text.ts), which would otherwise run into the first scenario's measurement. Milliseconds
 * waited, or null after a minute.
 */
async function untilQuiet(serverPid: number, limitMs = 60_000): Promise<number | null> {
  const begun = performance.now();
  while (performance.now() - begun < limitMs) {
    const before = cpuSnapshot(processTree(serverPid));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = cpuSnapshot(processTree(serverPid));
    if (oursMs(before, after) < 0.05 * (after.at - before.at)) return performance.now() - begun;
  }
  return null;
}

/**
 * Warm-up, then the measured run against the server process (or processes: the connections are
 * split between them), with the servers' CPU time and resident memory read from /proc around it.
 * With several processes, CPU per request and RSS are their sums.
 *
 * The mixed load is warmed up with one whole pass over its requests (at least `warmUp` seconds):
 * it is the one scenario whose pages may come from a cache (kept rendered pages, remembered popular
 * pages), so it is measured as a server that has been up a while sees it, every page of its
 * sequence visited once. What the first pass measured (every rendered page a first visit) is
 * printed beside it.
 */
export async function measureApi(
  server: ServerProcess | ServerProcess[],
  run: ApiRun,
  config: BenchConfig,
): Promise<ScenarioResult> {
  const servers = Array.isArray(server) ? server : [server];
  const urls = servers.map((one) => one.baseUrl);
  const options = { connections: run.connections, duration: config.warmUp };
  if (run.kind === 'mixed') {
    const pass = await measureHttp(urls, run.requests, { ...options, amount: run.requests.length });
    console.log(
      `  ${run.key}, first pass over its ${run.requests.length} requests (warm-up): ` +
        `${Math.round(pass.perSecond)} req/s, p95 ${ms(pass.p95)}, ${pass.failures} failed`,
    );
  }
  await measureHttp(urls, run.requests, options);
  const ours = [process.pid, ...servers.flatMap((one) => processTree(one.pid))];
  const serversCpu = () => {
    const times = servers.map((one) => treeCpuMs(one.pid));
    return times.includes(null) ? null : (times as number[]).reduce((sum, ms) => sum + ms, 0);
  };
  const machineBefore = cpuSnapshot(ours);
  const cpuBefore = serversCpu();
  const api = await measureHttp(urls, run.requests, { ...options, duration: config.duration });
  const cpuAfter = serversCpu();
  const othersCpu = othersShare(machineBefore, cpuSnapshot(ours));
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && api.requests > 0
      ? (cpuAfter - cpuBefore) / api.requests
      : null;
  const memories = servers.map((one) => treeMemory(one.pid)?.rssMb ?? null);
  const rssMb = memories.includes(null) ? null : (memories as number[]).reduce((sum, mb) => sum + mb, 0);
  const statuses = Object.entries(api.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `  ${run.key}: ${Math.round(api.perSecond)} req/s, p50 ${ms(api.p50)}, p95 ${ms(api.p95)}, ` +
      `${api.failures} failed (${statuses || 'no answers'})` +
      (servers.length > 1 ? `, answers per process ${api.perServer.join(' / ')}` : ''),
  );
  return {
    key: run.key,
    name: run.name,
    kind: run.kind,
    urls: new Set(run.requests.map((request) => request.path)).size,
    connections: run.connections,
    processes: servers.length,
    api,
    cpuMsPerRequest,
    rssMb,
    othersCpu,
    bare: null,
    statementsPerUrl: null,
  };
}

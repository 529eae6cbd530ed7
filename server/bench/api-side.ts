import type { BenchConfig } from './bench-config.ts';
import { type HttpRequest, measureHttp } from './load-test.ts';
import { cpuSnapshot, othersShare } from './machine-share.ts';
import { cpuMs, memory } from './process-stats.ts';
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
  const ours = [process.pid, ...servers.map((one) => one.pid)];
  const serversCpu = () => {
    const times = servers.map((one) => cpuMs(one.pid));
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
  const memories = servers.map((one) => memory(one.pid)?.rssMb ?? null);
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

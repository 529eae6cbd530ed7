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
 * Warm-up, then the measured run against the server process, with the server's CPU time and
 * resident memory read from /proc around it.
 */
export async function measureApi(
  server: ServerProcess,
  run: ApiRun,
  config: BenchConfig,
): Promise<ScenarioResult> {
  const options = { connections: run.connections, duration: config.warmUp };
  await measureHttp(server.baseUrl, run.requests, options);
  const ours = [process.pid, server.pid];
  const machineBefore = cpuSnapshot(ours);
  const cpuBefore = cpuMs(server.pid);
  const api = await measureHttp(server.baseUrl, run.requests, { ...options, duration: config.duration });
  const cpuAfter = cpuMs(server.pid);
  const othersCpu = othersShare(machineBefore, cpuSnapshot(ours));
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && api.requests > 0
      ? (cpuAfter - cpuBefore) / api.requests
      : null;
  const rssMb = memory(server.pid)?.rssMb ?? null;
  const statuses = Object.entries(api.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `  ${run.key}: ${Math.round(api.perSecond)} req/s, p50 ${ms(api.p50)}, p95 ${ms(api.p95)}, ` +
      `${api.failures} failed (${statuses || 'no answers'})`,
  );
  return {
    key: run.key,
    name: run.name,
    kind: run.kind,
    urls: new Set(run.requests.map((request) => request.path)).size,
    connections: run.connections,
    api,
    cpuMsPerRequest,
    rssMb,
    othersCpu,
    bare: null,
    statementsPerUrl: null,
  };
}

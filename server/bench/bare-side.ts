import type { DatabaseHandle } from '../src/db/client.ts';
import { measureBare, type SqlRunner, type Statement } from './bare-sql.ts';
import { type LatencySummary, summarize } from './latency.ts';
import type { BenchConfig } from './bench-config.ts';
import type { BenchTarget } from './bench-target.ts';
import { explainUrls } from './explain.ts';
import type { ScenarioResult } from './report.ts';
import type { Scenario } from './scenarios.ts';
import { loadServiceCalls, type ServiceCalls, StatementLog } from './service-calls.ts';

const EXPLAINED_URLS = 3;

/** The database opened in this process with a capturing logger, the services, and a bare runner. */
export interface BareSide {
  handle: DatabaseHandle;
  runner: SqlRunner;
  service: ServiceCalls;
  log: StatementLog;
  close(): Promise<void>;
}

export async function openBareSide(target: BenchTarget, config: BenchConfig): Promise<BareSide> {
  const log = new StatementLog();
  const service = await loadServiceCalls();
  const { handle, runner: makeRunner } = await target.open(log);
  const runner = makeRunner(config.connections);
  return {
    handle,
    runner,
    service,
    log,
    async close() {
      await runner.close();
      await handle.close();
    },
  };
}

/**
 * The statements the service runs for each URL, once warm: each URL is served once, then
 * recorded on its second call (what the server runs after the warm-up too).
 */
async function captureStatements(side: BareSide, paths: string[]): Promise<Statement[][]> {
  const captured: Statement[][] = [];
  for (const path of paths) {
    await side.service.call(side.handle.db, path);
    captured.push(await side.log.capture(() => side.service.call(side.handle.db, path)));
  }
  return captured;
}

/**
 * The service itself called in this process for each URL in turn, `connections` at a time: what
 * the server does without HTTP, Fastify and serialisation. For the map, whose work is mostly in
 * memory (the index, the grouping), replaying its one SQL statement would leave that out.
 */
async function measureInProcess(
  side: BareSide,
  paths: string[],
  options: { connections: number; duration: number },
): Promise<LatencySummary> {
  const times: number[] = [];
  let failures = 0;
  let turn = 0;
  const started = performance.now();
  const end = started + options.duration * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const path = paths[turn++ % paths.length]!;
        const begun = performance.now();
        try {
          await side.service.call(side.handle.db, path);
          times.push(performance.now() - begun);
        } catch {
          failures++;
        }
      }
    }),
  );
  return summarize(times, (performance.now() - started) / 1000, failures);
}

/**
 * The scenario's URLs' statements replayed bare through the driver with the same concurrency
 * and duration as the API run; fills `bare` and `statementsPerUrl` of its result. Returns the
 * EXPLAIN sections when asked for.
 */
export async function measureBareScenario(
  side: BareSide,
  scenario: Scenario,
  result: ScenarioResult,
  config: BenchConfig,
): Promise<string[]> {
  const statements = await captureStatements(side, scenario.paths);
  const options = { connections: config.connections, duration: config.warmUp };
  const inProcess = scenario.kind === 'map';
  const measure = (duration: number) =>
    inProcess
      ? measureInProcess(side, scenario.paths, { ...options, duration })
      : measureBare(side.runner, statements, { ...options, duration });
  await measure(config.warmUp);
  result.bare = await measure(config.duration);
  result.statementsPerUrl = statements.reduce((sum, list) => sum + list.length, 0) / statements.length;
  const { p95, perSecond, failures } = result.bare;
  console.log(
    `  ${inProcess ? 'in-process service' : 'bare'} ${scenario.key}: ${Math.round(perSecond)} req/s, ` +
      `p95 ${p95.toFixed(1)} ms, ${result.statementsPerUrl.toFixed(1)} statements per URL, ${failures} failed`,
  );
  if (!config.explain) return [];
  const urls = scenario.paths
    .slice(0, EXPLAINED_URLS)
    .map((path, index) => ({ path, statements: statements[index]! }));
  return explainUrls(side.runner, scenario.name, urls);
}

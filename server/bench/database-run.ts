import { availableParallelism } from 'node:os';
import { type BareSide, measureBareScenario, openBareSide } from './bare-side.ts';
import { randomBytes } from 'node:crypto';
import { type BenchConfig, wants, wantsMixed } from './bench-config.ts';
import type { BenchTarget } from './bench-target.ts';
import { type ApiRun, measureApi, warmServer } from './api-side.ts';
import { cursorScenario } from './cursor-chains.ts';
import type { HttpRequest } from './load-test.ts';
import { MIXED_CONNECTIONS, mixedRequests } from './mixed-load.ts';
import { treeMemory } from './process-stats.ts';
import type { DatabaseReport, ScenarioResult } from './report.ts';
import { mapScenarios } from './map-scenarios.ts';
import { detailScenario, type Scenario, searchScenarios } from './scenarios.ts';
import { type ServerProcess, startServer } from './server-process.ts';
import { ensureWebDist } from './web-dist.ts';

/**
 * One database's run: load (or reuse) the catalogue, start the server process, measure each
 * scenario through the API, then its bare SQL. On PostgreSQL each scenario's bare SQL runs right
 * after its API run, so both see the same machine; PGlite admits one process at a time, so its
 * bare SQL runs once the server has stopped. `cleanups` gets what Ctrl-C must undo.
 */
export async function runOn(
  target: BenchTarget,
  config: BenchConfig,
  cleanups: (() => Promise<void>)[],
): Promise<DatabaseReport> {
  const notes: string[] = [];
  console.log(`\n== ${target.label} ==`);
  const { liveIds, loadSeconds } = await target.prepare();
  // Only the mixed load asks for the HTML shell: the built web app is needed (and built) for it alone.
  const web = wantsMixed(config) ? ensureWebDist() : { dir: null, note: '' };
  if (web.note) notes.push(web.note);

  const all = [...searchScenarios(), ...mapScenarios(), detailScenario(liveIds)];
  const scenarios: Scenario[] = all.filter((scenario) => wants(config, scenario.key));
  const results: ScenarioResult[] = [];
  const explained: string[] = [];
  let peakRssMb: number | null = null;
  const interleaved = target.kind === 'postgres';
  const mixed = wantsMixed(config)
    ? {
        key: 'mixed',
        name: `mixed browse (popular and distinct pages, filters, detail${web.dir ? ', HTML shell' : ''})`,
        kind: 'mixed' as const,
        requests: mixedRequests(all, liveIds, web.dir !== null),
        connections: MIXED_CONNECTIONS,
      }
    : null;
  // Set by openBare (a holder: TypeScript can't see assignments made in a closure).
  const side: { bare: BareSide | null } = { bare: null };
  // The engine changes while the bench stays: a bare side that can't run is a note, not a lost run.
  const openBare = async () => {
    try {
      side.bare = await openBareSide(target, config);
    } catch (error) {
      notes.push(`bare SQL skipped: ${(error as Error).message}`);
    }
  };
  const measureBare = async (scenario: Scenario) => {
    const result = results.find((candidate) => candidate.key === scenario.key);
    if (!side.bare || !result) return;
    try {
      explained.push(...(await measureBareScenario(side.bare, scenario, result, config)));
    } catch (error) {
      notes.push(`bare SQL of ${scenario.key} failed: ${(error as Error).message}`);
    }
  };

  try {
    if (interleaved) await openBare();
    // One secret for every process of the run, as an operator would set it (issue 14).
    const serverEnv = {
      ...target.serverEnv,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(web.dir ? { WEB_DIST: web.dir } : {}),
    };
    const cluster = config.cluster && target.kind === 'postgres';
    if (config.cluster && !cluster)
      notes.push('BENCH_CLUSTER: PGlite admits one process per data folder, so one server process ran');
    const server = await startServer(serverEnv, { firstPort: config.firstPort, cluster });
    cleanups.push(server.stop);
    try {
      const rss = Math.round(treeMemory(server.pid)?.rssMb ?? 0);
      console.log(`Server pid ${server.pid} on ${server.baseUrl}, RSS ${rss} MB.`);
      if (wants(config, 'cursor')) {
        const { scenario, note } = await cursorScenario(server.baseUrl).catch((error: Error) => ({
          scenario: null,
          note: `skipped: ${error.message}`,
        }));
        if (note) notes.push(`cursor: ${note}`);
        if (scenario) scenarios.splice(scenarios.length - (wants(config, 'detail') ? 1 : 0), 0, scenario);
      }
      await warmServer(
        server,
        scenarios.map((scenario) => ({ requests: scenario.paths.map((path) => ({ path })) })),
        config,
      );
      for (const scenario of scenarios) {
        const requests = scenario.paths.map((path) => ({ path }));
        results.push(
          await measureApi(server, { ...scenario, requests, connections: config.connections }, config),
        );
        if (interleaved) await measureBare(scenario);
      }
      if (mixed) results.push(await measureApi(server, mixed, config));
      peakRssMb = treeMemory(server.pid)?.peakMb ?? null;
      if (server.errorLines() > 0) notes.push(`the server logged ${server.errorLines()} errors`);
    } finally {
      await server.stop();
      cleanups.pop();
    }
    // Right after the one-process mixed load, so both see the same database and machine.
    if (mixed && wants(config, 'mixed-two')) {
      if (target.kind === 'postgres') {
        results.push(await measureTwoProcesses(serverEnv, mixed, config, notes, cleanups));
      } else {
        notes.push('mixed-two skipped: PGlite admits one process per data folder (run it on PostgreSQL)');
      }
    }
    if (!interleaved && scenarios.length > 0) {
      console.log('Bare SQL (the same statements straight through PGlite, the server stopped):');
      await openBare();
      for (const scenario of scenarios) await measureBare(scenario);
    }
    if (side.bare) notes.push(`bare SQL: ${side.bare.service.note}`);
  } finally {
    await side.bare?.close();
  }

  if (explained.length > 0) {
    console.log(`\n### EXPLAIN (ANALYZE, BUFFERS), ${target.label}\n${explained.join('\n')}`);
  }
  const { kind } = target;
  const cluster = config.cluster && kind === 'postgres';
  return {
    label: cluster
      ? `${target.label}, ${availableParallelism()} server processes (serve:cluster)`
      : target.label,
    kind,
    listings: config.listings,
    duration: config.duration,
    loadSeconds,
    results,
    peakRssMb,
    notes,
  };
}

/**
 * Issue 14: two server processes on the same PostgreSQL database (same DATABASE_URL, JWT_SECRET
 * and DATA_DIR, other ports), started at once as an operator would, then the mixed load with
 * its connections split between them. Before the load, both must give the same answers to the
 * same API URLs; errors they log are noted.
 */
async function measureTwoProcesses(
  env: Record<string, string>,
  mixed: ApiRun,
  config: BenchConfig,
  notes: string[],
  cleanups: (() => Promise<void>)[],
): Promise<ScenarioResult> {
  console.log('Two server processes on the same database (mixed-two), started together:');
  const started = await Promise.allSettled(
    [1, 2].map((n) => startServer(env, { firstPort: config.firstPort, name: `server ${n}` })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  if (servers.length < 2) {
    await stopAll();
    throw (started.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
  }
  cleanups.push(stopAll);
  try {
    console.log(`Servers pid ${servers.map((server) => `${server.pid} on ${server.baseUrl}`).join(', ')}.`);
    const { compared, differing } = await compareAnswers(servers, mixed.requests);
    notes.push(
      `mixed-two: both processes gave the same status and body for ${compared - differing.length} of ` +
        `${compared} API URLs before the load` +
        (differing.length > 0 ? ` (differing: ${differing.slice(0, 3).join(', ')})` : ''),
    );
    const run = {
      ...mixed,
      key: 'mixed-two',
      name: `${mixed.name.replace('mixed browse', 'the same mixed browse')} on two server processes`,
    };
    const result = await measureApi(servers, run, config);
    const logged = servers.map((server) => server.errorLines());
    if (logged.some((count) => count > 0)) {
      notes.push(`mixed-two: the two servers logged ${logged.join(' and ')} errors`);
    }
    return result;
  } finally {
    await stopAll();
    cleanups.pop();
  }
}

/** The first 60 distinct API URLs of the mix, asked of every server: do they all answer alike? */
async function compareAnswers(servers: ServerProcess[], requests: HttpRequest[]) {
  const paths = [...new Set(requests.map((request) => request.path))]
    .filter((path) => path.startsWith('/api/'))
    .slice(0, 60);
  const differing: string[] = [];
  for (const path of paths) {
    const answers = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.baseUrl}${path}`);
        return `${response.status} ${await response.text()}`;
      }),
    );
    if (answers.some((answer) => answer !== answers[0])) differing.push(path);
  }
  return { compared: paths.length, differing };
}

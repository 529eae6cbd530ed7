import { type BareSide, measureBareScenario, openBareSide } from './bare-side.ts';
import { type BenchConfig, wants } from './bench-config.ts';
import type { BenchTarget } from './bench-target.ts';
import { measureApi } from './api-side.ts';
import { cursorScenario } from './cursor-chains.ts';
import { MIXED_CONNECTIONS, mixedRequests } from './mixed-load.ts';
import { memory } from './process-stats.ts';
import type { DatabaseReport, ScenarioResult } from './report.ts';
import { mapScenarios } from './map-scenarios.ts';
import { detailScenario, type Scenario, searchScenarios } from './scenarios.ts';
import { startServer } from './server-process.ts';
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
  const web = wants(config, 'mixed') ? ensureWebDist() : { dir: null, note: '' };
  if (web.note) notes.push(web.note);

  const all = [...searchScenarios(), ...mapScenarios(), detailScenario(liveIds)];
  const scenarios: Scenario[] = all.filter((scenario) => wants(config, scenario.key));
  const results: ScenarioResult[] = [];
  const explained: string[] = [];
  let peakRssMb: number | null = null;
  const interleaved = target.kind === 'postgres';
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
    const server = await startServer({
      ...target.serverEnv,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...(web.dir ? { WEB_DIST: web.dir } : {}),
    });
    cleanups.push(server.stop);
    try {
      const rss = Math.round(memory(server.pid)?.rssMb ?? 0);
      console.log(`Server pid ${server.pid} on ${server.baseUrl}, RSS ${rss} MB.`);
      if (wants(config, 'cursor')) {
        const { scenario, note } = await cursorScenario(server.baseUrl).catch((error: Error) => ({
          scenario: null,
          note: `skipped: ${error.message}`,
        }));
        if (note) notes.push(`cursor: ${note}`);
        if (scenario) scenarios.splice(scenarios.length - (wants(config, 'detail') ? 1 : 0), 0, scenario);
      }
      for (const scenario of scenarios) {
        const requests = scenario.paths.map((path) => ({ path }));
        results.push(
          await measureApi(server, { ...scenario, requests, connections: config.connections }, config),
        );
        if (interleaved) await measureBare(scenario);
      }
      if (wants(config, 'mixed')) {
        const requests = mixedRequests(all, liveIds, web.dir !== null);
        const name = `mixed browse (popular and distinct pages, filters, detail${web.dir ? ', HTML shell' : ''})`;
        const run = { key: 'mixed', name, kind: 'mixed' as const, requests, connections: MIXED_CONNECTIONS };
        results.push(await measureApi(server, run, config));
      }
      peakRssMb = memory(server.pid)?.peakMb ?? null;
    } finally {
      await server.stop();
      cleanups.pop();
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
  const { label, kind } = target;
  return {
    label,
    kind,
    listings: config.listings,
    duration: config.duration,
    loadSeconds,
    results,
    peakRssMb,
    notes,
  };
}

/**
 * One or more scenarios of the benchmark against a server that is already running (one you
 * started by hand, e.g. with `node --cpu-prof dist/main.js` to profile it): a second of warm-up,
 * then `seconds` of load, printing req/s, p95 and the server's CPU per request (from /proc).
 *
 *   npx tsx bench/drive-running.mts http://127.0.0.1:3200 browse,narrow-text,mixed,/ 6 <server pid>
 *
 * Keys: the search scenarios of scenarios.ts, the map's (map-scenarios.ts), `detail`, `cursor` ('Ver más' chains), `mixed` (20 connections),
 * `popular` (the mixed load's popular search pages, kept in memory: popular-pages.ts),
 * `pages` (the mixed load's server-rendered listing and search pages, nearly all first visits), or a path
 * starting with `/` asked for as HTML (a page). Listing ids come from DRIVE_DATABASE_URL
 * (default: the kept benchmark database, BENCH_KEEP=1), or with DRIVE_DATABASE_URL=api from the
 * server's own search pages (a server on PGlite, whose data folder admits one process).
 */
import { cursorScenario } from './cursor-chains.ts';
import { measureHttp } from './load-test.ts';
import { mapScenarios } from './map-scenarios.ts';
import { liveListingIds, MIXED_CONNECTIONS, mixedLoad, POPULAR } from './mixed-load.ts';
import { cpuMs } from './process-stats.ts';
import { detailScenario, searchScenarios } from './scenarios.ts';

const [base, keys, seconds = '8', pid] = process.argv.slice(2);
if (!base || !keys || !pid)
  throw new Error('usage: drive-running.mts <base url> <keys> <seconds> <server pid>');

/** 2,000 live listings from the server's newest-first pages (any order does for a driver). */
async function idsFromApi(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < 2000; page++) {
    const response = await fetch(`${base}/api/properties/?limit=50&page=${page}`);
    const { payload } = (await response.json()) as { payload: { _id: string }[] };
    if (payload.length === 0) break;
    ids.push(...payload.map((card) => card._id));
  }
  return ids;
}

const source = process.env.DRIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tranquera_bench';
const liveIds = source === 'api' ? await idsFromApi() : await liveListingIds(source);
const scenarios = [...searchScenarios(), ...mapScenarios(), detailScenario(liveIds)];
// 'Ver más' chains, walked on this server once (their cursors are its answers).
if (keys.split(',').includes('cursor')) {
  const { scenario } = await cursorScenario(base);
  if (scenario) scenarios.push(scenario);
}

for (const key of keys.split(',')) {
  const requests = key.startsWith('/')
    ? [{ path: key, headers: { accept: 'text/html' } }]
    : key === 'mixed' || key === 'pages'
      ? mixedLoad(liveIds, key === 'mixed' ? 'all' : 'pages')
      : key === 'popular'
        ? POPULAR.map((path) => ({ path }))
        : (scenarios.find((scenario) => scenario.key === key)?.paths ?? []).map((path) => ({ path }));
  const connections = key === 'mixed' ? MIXED_CONNECTIONS : 10;
  await measureHttp(base, requests, { connections, duration: 1 });
  const before = cpuMs(Number(pid)) ?? 0;
  const run = await measureHttp(base, requests, { connections, duration: Number(seconds) });
  const cpu = ((cpuMs(Number(pid)) ?? 0) - before) / Math.max(1, run.requests);
  console.log(
    `${key.padEnd(16)} ${Math.round(run.perSecond)} req/s, p95 ${run.p95.toFixed(1)} ms, ${cpu.toFixed(2)} ms CPU/req, ${JSON.stringify(run.statuses)}`,
  );
}

/**
 * A server's memory and CPU scenario by scenario (docs/decisions/server-memory.md): each
 * benchmark scenario's distinct URLs for 5 s against a server already running, then the
 * server's RSS, peak RSS and CPU per request, read from /proc. Run from server/:
 *
 *   DATA_DIR=… SEED_DEMO=false RATE_LIMITS=off PORT=3901 node dist/main.js &
 *   SERVER_PID=$! npx tsx bench/memory-drive.ts http://127.0.0.1:3901 [browse,prefix,map,mixed]
 *
 * Run it several times against one server to see whether memory settles or keeps growing.
 * `detail` asks for 2,000 listings by id; `mixed` (20 connections, HTML pages included) needs the
 * server started with WEB_DIST.
 */
import { readFileSync } from 'node:fs';
import { measureHttp } from './load-test.ts';
import { mapScenarios } from './map-scenarios.ts';
import { mixedRequests } from './mixed-load.ts';
import { detailScenario, searchScenarios } from './scenarios.ts';

const [base, keys] = process.argv.slice(2);
const pid = process.env.SERVER_PID;
if (!base || !pid) {
  console.error('usage: SERVER_PID=<pid> npx tsx bench/memory-drive.ts <base URL> [scenario,…]');
  process.exit(1);
}
const scenarios = [...searchScenarios(), ...mapScenarios()];

function server() {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024);
  // utime + stime, in clock ticks of 10 ms.
  return { rss: mb('VmRSS'), peak: mb('VmHWM'), cpuMs: (Number(stat[11]) + Number(stat[12])) * 10 };
}

/** 2,000 listing ids, for the detail scenario and the mixed load's detail pages, read through the API. */
async function liveIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 40; page++) {
    const answer = await fetch(`${base}/api/properties/?page=${page}&limit=50`);
    ids.push(...((await answer.json()) as { payload: { _id: string }[] }).payload.map((p) => p._id));
  }
  return ids;
}

for (const key of keys?.split(',') ?? scenarios.map((scenario) => scenario.key)) {
  const mixed = key === 'mixed';
  const scenario =
    key === 'detail' ? detailScenario(await liveIds()) : scenarios.find((candidate) => candidate.key === key);
  if (!mixed && !scenario) throw new Error(`no scenario ${key}`);
  const requests = mixed
    ? mixedRequests(scenarios, await liveIds(), true)
    : scenario!.paths.map((path) => ({ path }));
  const before = server();
  const result = await measureHttp(base, requests, { connections: mixed ? 20 : 10, duration: 5 });
  const after = server();
  const cpu = (after.cpuMs - before.cpuMs) / result.requests;
  console.log(
    `${key}: ${result.perSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(0)} ms, ${result.failures} failed, ` +
      `server CPU ${cpu.toFixed(2)} ms/req, RSS ${after.rss} MB, peak ${after.peak} MB`,
  );
}

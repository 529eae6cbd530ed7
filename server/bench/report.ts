import type { LatencySummary } from './latency.ts';
import type { ScenarioKind } from './scenarios.ts';

export interface ScenarioResult {
  key: string;
  name: string;
  kind: ScenarioKind | 'mixed';
  urls: number;
  connections: number;
  /** Server processes the connections were split between (1 but for `mixed-two`). */
  processes?: number;
  api: LatencySummary;
  /** Server CPU (user + system) per answered request. */
  cpuMsPerRequest: number | null;
  /** Server VmRSS at the end of the scenario. */
  rssMb: number | null;
  /** Share of the machine's CPU other processes used during the API run (0–1). */
  othersCpu: number | null;
  bare: LatencySummary | null;
  statementsPerUrl: number | null;
}

export interface DatabaseReport {
  label: string;
  kind: 'pglite' | 'postgres';
  listings: number;
  duration: number;
  loadSeconds: number | null;
  results: ScenarioResult[];
  /** Server VmHWM at the end of the run. */
  peakRssMb: number | null;
  notes: string[];
}

const ms = (value: number | undefined | null) =>
  value === undefined || value === null || Number.isNaN(value)
    ? '–'
    : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (value: number | null) => (value === null ? '–' : `${Math.round(value)} MB`);
const ratio = (result: ScenarioResult) =>
  result.bare && result.bare.p95 > 0 ? result.api.p95 / result.bare.p95 : null;

export function formatTable(report: DatabaseReport): string {
  const rows = report.results.map((result) => {
    const r = ratio(result);
    return [
      `${result.name} \`${result.key}\``,
      String(result.urls),
      (result.processes ?? 1) > 1
        ? `${result.connections} (${result.processes} × ${result.connections / result.processes!})`
        : String(result.connections),
      String(Math.round(result.api.perSecond)),
      ms(result.api.p50),
      ms(result.api.p95),
      ms(result.api.p99),
      String(result.api.failures),
      result.cpuMsPerRequest === null ? '–' : result.cpuMsPerRequest.toFixed(2),
      mb(result.rssMb),
      result.othersCpu === null ? '–' : `${Math.round(result.othersCpu * 100)} %`,
      ms(result.bare?.p95),
      r === null ? '–' : r.toFixed(2),
    ];
  });
  return [
    "| scenario | URLs | conn. | req/s | p50 | p95 | p99 | failed | server CPU ms/req | server RSS | others' CPU | bare SQL p95 (map: in-process service) | API ÷ bare p95 |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** The issue's goals for this database and size, each ticked or crossed with what missed it. */
export function goalCheck(report: DatabaseReport): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, goal: string, detail: string) =>
    lines.push(`${ok ? '✓' : '✗'} ${goal}${detail}`);
  const within = (results: ScenarioResult[], limit: (result: ScenarioResult) => number, goal: string) => {
    if (results.length === 0) return;
    const missed = results.filter((result) => !(result.api.p95 <= limit(result)));
    const shown = (missed.length > 0 ? missed : results).map(
      (result) => `${result.key} ${ms(result.api.p95)}`,
    );
    check(missed.length === 0, goal, `: ${shown.join(', ')}`);
  };
  const scenarios = report.results.filter((result) => result.kind !== 'mixed');
  const ofKind = (kind: ScenarioKind) => scenarios.filter((result) => result.kind === kind);
  const detail = ofKind('detail')[0];
  const million = report.listings >= 1_000_000;
  const scale = million ? 1_000_000 : 100_000;
  if (report.listings !== scale) {
    lines.push(
      `(goals are set for ${scale.toLocaleString('en')} listings; this run has ${report.listings.toLocaleString('en')})`,
    );
  }

  if (report.kind === 'postgres' && million) {
    within(scenarios, () => 50, 'every scenario p95 ≤ 50 ms');
    if (report.loadSeconds !== null) {
      check(report.loadSeconds <= 180, 'load ≤ 3 minutes', `: ${report.loadSeconds.toFixed(0)} s`);
    }
  } else if (report.kind === 'postgres') {
    const detailP95 = detail?.api.p95 ?? Number.NaN;
    const searchLimit = Number.isNaN(detailP95) ? 25 : Math.min(25, 3 * detailP95);
    within(
      ofKind('search'),
      () => searchLimit,
      `search p95 ≤ 25 ms and ≤ 3× detail p95 (≤ ${ms(searchLimit)})`,
    );
    within(ofKind('browse'), () => 15, 'browse p95 ≤ 15 ms');
    within(ofKind('detail'), () => 5, 'detail p95 ≤ 5 ms');
  } else {
    within(scenarios, () => 60, 'every scenario p95 ≤ 60 ms');
    if (report.peakRssMb !== null) {
      check(report.peakRssMb < 400, 'server RSS < 400 MB', `: peak ${mb(report.peakRssMb)}`);
    }
  }

  const compared = scenarios.filter((result) => ratio(result) !== null);
  if (compared.length > 0) {
    const missed = compared.filter((result) => !(ratio(result)! <= 1.25));
    const shown = (missed.length > 0 ? missed : compared).map((r) => `${r.key} ${ratio(r)!.toFixed(2)}`);
    check(missed.length === 0, 'API p95 ÷ bare SQL p95 ≤ 1.25', `: ${shown.join(', ')}`);
  }

  // Issue 13: the map endpoint at 100,000 listings, on either database.
  within(ofKind('map'), () => 50, 'map p95 ≤ 50 ms (issue 13)');

  const mixed = report.results.find((result) => result.key === 'mixed');
  if (mixed) {
    const floor = report.kind === 'postgres' ? 2000 : 1000;
    const { perSecond, failures, p95 } = mixed.api;
    check(
      perSecond >= floor && failures === 0 && p95 <= 50,
      `mixed browse ≥ ${floor} req/s, 0 errors, p95 ≤ 50 ms`,
      `: ${Math.round(perSecond)} req/s, ${failures} errors, p95 ${ms(p95)}`,
    );
  }
  // Issue 14: the same mixed load split over two processes on one PostgreSQL.
  const two = report.results.find((result) => result.key === 'mixed-two');
  if (two) {
    const gain = mixed && mixed.api.perSecond > 0 ? two.api.perSecond / mixed.api.perSecond : null;
    check(
      two.api.failures === 0,
      'mixed browse on two processes: 0 errors (issue 14)',
      `: ${Math.round(two.api.perSecond)} req/s, p95 ${ms(two.api.p95)}, ${two.api.failures} errors` +
        (mixed
          ? `; one process ${Math.round(mixed.api.perSecond)} req/s, p95 ${ms(mixed.api.p95)}` +
            (gain === null ? '' : ` (two ÷ one: ${gain.toFixed(2)}×)`)
          : ''),
    );
  }
  return lines;
}

export function printReport(report: DatabaseReport, connections: number) {
  const load =
    report.loadSeconds === null ? 'reused data set' : `loaded in ${report.loadSeconds.toFixed(1)} s`;
  console.log(
    `\n### ${report.label}, ${report.listings.toLocaleString('en')} listings (${load}), ` +
      `${connections} connections, ${report.duration} s per scenario\n`,
  );
  console.log(formatTable(report));
  console.log(`\nServer peak RSS (VmHWM): ${mb(report.peakRssMb)}.`);
  const busiest = Math.max(...report.results.map((result) => result.othersCpu ?? 0));
  if (busiest > 0.1) {
    console.log(
      `Note: other work on this machine used up to ${Math.round(busiest * 100)} % of its CPU during the ` +
        'measurements: latencies (and API ÷ bare) are inflated by the competition.',
    );
  }
  for (const note of report.notes) console.log(`Note: ${note}`);
  const issues = report.results.some((result) => result.key === 'mixed-two') ? '9, 13 and 14' : '9 and 13';
  console.log(`\nGoals (issues ${issues}):`);
  for (const line of goalCheck(report)) console.log(`  ${line}`);
}

/** Whether anything failed (errors, not missed goals): the exit code says so. */
export const hasFailures = (report: DatabaseReport) =>
  report.results.some((result) => result.api.failures > 0 || (result.bare?.failures ?? 0) > 0);

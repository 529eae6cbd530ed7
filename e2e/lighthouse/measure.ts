/**
 * `npm run lighthouse` (issue 11): Lighthouse on the production build served by the real server,
 * for the home page, the listing search (with and without filters) and a listing page, with
 * Lighthouse's mobile settings (simulated slow 4G, 4× CPU slow-down) and its desktop preset.
 * Prints a markdown table for the README. Measurements, not a test: nothing fails on a score.
 *
 *   npm run build && npm run lighthouse        a fresh server on the demo data (a free port)
 *   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse     a server already running
 *   LIGHTHOUSE_REPORTS=/tmp/lh npm run lighthouse     also keeps each page's full result (JSON)
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse       the median of three runs per page and preset
 *   LIGHTHOUSE_PAGES=property npm run lighthouse     only the pages whose label holds a word
 *
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium (the full browser, not the tests' headless shell).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { browserPath } from '../support/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);

/** A port nothing listens on: a fixed one may be taken by another run or a benchmark's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** CPU seconds a process has used so far (Linux); null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the server is idle: after start it still does background work (planner
 * statistics, the photo maintenance that fingerprints every demo photo with sharp) that would
 * otherwise take CPU from the browser being measured on a small machine.
 */
async function waitForIdle(pid: number) {
  let quiet = 0;
  for (let tries = 0; tries < 240 && quiet < 3; tries++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuSeconds(pid);
    if (before === null || after === null) return;
    quiet = after - before < 0.05 ? quiet + 1 : 0;
  }
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-lighthouse-'));
  // The web build as it is now: a `npm run build` meanwhile (in this shared tree) would replace
  // the hashed files the pages being measured ask for.
  const webDist = path.join(dataDir, 'web', 'dist');
  cpSync(path.join(root, 'web/dist'), webDist, { recursive: true });
  cpSync(path.join(root, 'web/dist-ssr'), path.join(dataDir, 'web', 'dist-ssr'), { recursive: true });
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://localhost:${port}`;
  for (let tries = 0; tries < 240 && !exited; tries++) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (exited || child.pid === undefined) throw new Error('the server did not start');
  await waitForIdle(child.pid);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${(value / 1000).toFixed(1)} s`);
const score = (result: Result, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const audit = (result: Result, id: string) => result.audits[id]?.numericValue;

async function measureOnce(url: string, desktop: boolean, chromePort: number): Promise<Result> {
  const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const run = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!run) throw new Error(`no Lighthouse result for ${url}`);
  return run.lhr;
}

/**
 * The median of LIGHTHOUSE_RUNS runs (Lighthouse's own pick, by FCP and TTI): on a shared machine
 * one run can catch another job's burst of CPU, which the 4× slow-down multiplies.
 */
async function measure(url: string, desktop: boolean, chromePort: number): Promise<Result> {
  const runs: Result[] = [];
  // A run now and then comes back without a first paint (Lighthouse's NO_FCP: headless Chromium
  // on a busy machine); it says nothing about the page, so it is reported and run again.
  for (let attempts = 0; runs.length < RUNS && attempts < RUNS + 3; attempts++) {
    const run = await measureOnce(url, desktop, chromePort);
    if (run.audits['first-contentful-paint']?.numericValue !== undefined) runs.push(run);
    else
      console.error(
        `${url} (${desktop ? 'desktop' : 'mobile'}): a run without a first paint (${run.runtimeError?.code ?? 'no error code'}), run again`,
      );
  }
  if (runs.length === 0) throw new Error(`no run of ${url} painted`);
  return runs.length > 1 ? computeMedianRun(runs) : runs[0]!;
}

async function main() {
  const server = process.env.LIGHTHOUSE_URL ? null : await startServer();
  const base = process.env.LIGHTHOUSE_URL ?? server!.url;
  const search = (await (await fetch(`${base}/api/properties/?limit=1`)).json()) as {
    payload: { _id: string }[];
  };
  const listing = search.payload[0]?._id;
  // LIGHTHOUSE_PAGES=property,filters measures only the pages whose label holds one of the words.
  const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const allPages: [path: string, label: string][] = [
    ['/', '/'],
    ['/listing-properties', '/listing-properties'],
    ['/listing-properties?category=Ganadero&state=Buenos+Aires', 'search with filters'],
    ['/campos/cordoba', '/campos/cordoba'],
    [`/property/${listing}`, '/property/{id}'],
  ];
  const pages = allPages.filter(([, label]) => !onlyPages || onlyPages.some((word) => label.includes(word)));
  // A first request per page warms the server (JIT, per-version caches) as traffic would.
  for (const [pagePath] of pages) await fetch(`${base}${pagePath}`).then((r) => r.text());
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath('lighthouse'),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  // Lighthouse's simulated slow-down multiplies what it observes: a busy machine inflates TBT.
  const loadBefore = loadavg()[0]!.toFixed(1);
  const reportDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  try {
    for (const [pagePath, label] of pages) {
      const mobile = await measure(`${base}${pagePath}`, false, chrome.port);
      const desktop = await measure(`${base}${pagePath}`, true, chrome.port);
      if (reportDir) {
        const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(path.join(reportDir, `${name}.mobile.json`), JSON.stringify(mobile));
        writeFileSync(path.join(reportDir, `${name}.desktop.json`), JSON.stringify(desktop));
      }
      const bytes = audit(mobile, 'total-byte-weight');
      rows.push(
        `| ${label} | ${score(mobile, 'performance')} | ${ms(audit(mobile, 'first-contentful-paint'))} | ${ms(audit(mobile, 'largest-contentful-paint'))} | ${Math.round(audit(mobile, 'total-blocking-time') ?? 0)} ms | ${(audit(mobile, 'cumulative-layout-shift') ?? 0).toFixed(3)} | ${score(desktop, 'performance')} | ${(audit(desktop, 'cumulative-layout-shift') ?? 0).toFixed(3)} | ${score(mobile, 'accessibility')} | ${score(mobile, 'best-practices')} | ${score(mobile, 'seo')} | ${Math.round((bytes ?? 0) / 1024)} KiB |`,
      );
      const failing = Object.values(mobile.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      if (failing.length > 0) console.error(`${label}, mobile, audits below 90: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
    server?.stop();
  }
  console.log(
    `\nLighthouse ${new Date().toISOString().slice(0, 10)}, ${base}, ${RUNS} run(s) per figure, load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    '| page | mobile perf | FCP | LCP | TBT | CLS | desktop perf | desktop CLS | a11y | best practices | SEO | bytes |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

await main();

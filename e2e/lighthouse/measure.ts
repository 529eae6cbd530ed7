/**
 * `npm run lighthouse` (issue 11): Lighthouse on the production build served by the real server,
 * for the home page, the listing search (with and without filters) and a listing page, with
 * Lighthouse's mobile settings (simulated slow 4G, 4× CPU slow-down) and its desktop preset.
 * Prints a markdown table for the README. Measurements, not a test: nothing fails on a score.
 *
 *   npm run build && npm run lighthouse        a fresh server on the demo data (port 3600)
 *   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse     a server already running
 *
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = 3600;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`${url}/api/properties/get-recommended`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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

async function measure(url: string, desktop: boolean, chromePort: number): Promise<Result> {
  const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const run = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!run) throw new Error(`no Lighthouse result for ${url}`);
  return run.lhr;
}

async function main() {
  const server = process.env.LIGHTHOUSE_URL ? null : await startServer();
  const base = process.env.LIGHTHOUSE_URL ?? server!.url;
  const search = (await (await fetch(`${base}/api/properties/?limit=1`)).json()) as {
    payload: { _id: string }[];
  };
  const listing = search.payload[0]?._id;
  const pages = [
    ['/', '/'],
    ['/listing-properties', '/listing-properties'],
    ['/listing-properties?category=Ganadero&state=Buenos+Aires', 'search with filters'],
    ['/campos/cordoba', '/campos/cordoba'],
    [`/property/${listing}`, '/property/{id}'],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  try {
    for (const [pagePath, label] of pages) {
      const mobile = await measure(`${base}${pagePath}`, false, chrome.port);
      const desktop = await measure(`${base}${pagePath}`, true, chrome.port);
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
  console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)}, ${base}\n`);
  console.log(
    '| page | mobile perf | FCP | LCP | TBT | CLS | desktop perf | desktop CLS | a11y | best practices | SEO | bytes |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

await main();

/**
 * Where the server's memory goes (docs/decisions/server-memory.md). Run from server/:
 *
 *   npx tsx scripts/memory-probe.ts stages [--no-seed] [--restart] [--listings 100000]
 *     In this process, step by step: Node, sharp, the module graph, PGlite on a new DATA_DIR
 *     (--restart: on one another process made), generated listings loaded here (--listings: as
 *     the benchmark loads them, in the server's process), the demo seed, the gazetteer; VmRSS
 *     and VmHWM after each. tsx compiles the sources here, so the module graph costs more than in dist/.
 *
 *   npx tsx scripts/memory-probe.ts serve [--no-seed] [--listings 100000] [--requests 1000]
 *                                         [--data-dir DIR] [--server dist/main.js]
 *     The built server (`npm run build` first) in its own process on a temporary DATA_DIR, read
 *     from /proc/<pid>: at start, idle, and after mixed API requests (searches, filters, pages,
 *     details, the geocoder) sent from here 10 at a time, with its CPU time per request.
 *     --listings first loads that many generated listings with SQL (in this process);
 *     --data-dir keeps the DATA_DIR, and its listings, for the next run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';

// Imported when used, so that 'node + tsx' in `stages` is Node alone.
const openDatabase: typeof import('../src/db/client.ts').openDatabase = async (options) =>
  (await import('../src/db/client.ts')).openDatabase(options);

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [mode, ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const seed = !flag('no-seed');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memory(pid: number | 'self') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1]) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** CPU seconds a process has used, user and system, all threads. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident MB of the biggest mappings: PGlite's WASM memory is the largest anonymous one. */
function largestMappings(pid: number, count = 6): string {
  const maps: { name: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (head) maps.push({ name: head[1] || '[anon]', rss: 0 });
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss && maps.length > 0) maps[maps.length - 1]!.rss += Number(rss[1]) / 1024;
  }
  return maps
    .sort((a, b) => b.rss - a.rss)
    .slice(0, count)
    .map((map) => `${path.basename(map.name)} ${Math.round(map.rss)}`)
    .join(', ');
}

function report(stage: string, pid: number | 'self', ms?: number) {
  const { rss, peak } = memory(pid);
  const timing = ms === undefined ? '' : `  (${Math.round(ms)} ms)`;
  console.log(`${stage.padEnd(52)} RSS ${String(rss).padStart(4)} MB  peak ${peak} MB${timing}`);
}

async function step<T>(stage: string, work: () => Promise<T>, pid: number | 'self' = 'self'): Promise<T> {
  const started = performance.now();
  const result = await work();
  report(stage, pid, performance.now() - started);
  return result;
}

async function stages() {
  report('node + tsx', 'self');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-memory-'));
  try {
    const { default: sharp } = await step('import sharp', () => import('sharp'));
    await step('sharp: a 1600 px photo to the 3 WebP sizes', async () => {
      const { renderImageSizes } = await import('../src/modules/images/process-image.ts');
      const create = { width: 1600, height: 1200, channels: 3, background: '#6a8f3c' } as const;
      await renderImageSizes(await sharp({ create }).jpeg().toBuffer());
    });
    await step('import the app (every module)', () => import('../src/app.ts'));
    const pgliteDir = path.join(dataDir, 'pglite');
    if (flag('restart')) {
      const made = spawnSync(process.execPath, [
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        'init',
        pgliteDir,
      ]);
      if (made.status !== 0) throw new Error(`init failed: ${made.stderr}`);
    }
    const database = await step(
      `PGlite: ${flag('restart') ? 'existing' : 'new'} DATA_DIR, migrations, a query`,
      async () => {
        const handle = await openDatabase({ dataDir: pgliteDir });
        await handle.db.execute(sql`select count(*) from properties`);
        return handle;
      },
    );
    const listings = Number(option('listings') ?? 0);
    if (listings > 0) {
      await step(`${listings} listings loaded here, as the benchmark does`, () =>
        loadListings(database, listings),
      );
    }
    if (seed) {
      const { seedDemoData } = await import('../src/db/seed/seed-demo.ts');
      const log = { info() {}, warn() {}, error() {} } as never;
      await step('demo seed (60 listings, photos rendered)', () =>
        seedDemoData(database.db, { uploadsDir: path.join(dataDir, 'uploads'), log }),
      );
    }
    await step('gazetteer: loaded, one look-up', async () => {
      const { loadGazetteer } = await import('../src/modules/geo/gazetteer.ts');
      (await loadGazetteer()).nearest(-33.89, -60.57, 250);
    });
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const KINDS = ['Campo', 'Campo', 'Estancia', 'Chacra', 'Fracción', 'Lote', 'Establecimiento'];
const USES = ['ganadero', 'agrícola', 'mixto', 'de cría', 'sojero', 'tambero', 'con laguna', 'turístico'];
const PHRASES = [
  'Excelentes aguadas naturales y molino en funcionamiento.',
  'Alambrado perimetral de siete hilos en muy buen estado.',
  'Suelos clase I y II, aptos para soja, maíz, trigo y girasol.',
  'Monte nativo de caldén con buena sombra para la hacienda.',
  'Casa principal de material con tres dormitorios y galpón de chapa.',
  'Acceso por ruta asfaltada y camino consolidado todo el año.',
  'Pasturas de alfalfa y festuca implantadas recientemente.',
  'Laguna permanente con pesca y avistaje de aves.',
  'Silos, balanza y tinglado para maquinaria agrícola.',
  'Financiación en dólares con anticipo del cincuenta por ciento.',
];

/** `count` listings (12 in 13 live) from one seller per 50, generated inside the database. */
async function loadListings(database: DatabaseHandle, count: number) {
  const { CATEGORIES, PROVINCES } = await import('@tranquera/contracts');
  const pick = (values: readonly string[], salt: number) =>
    sql`(${sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`)})[1 + (hashint4(n * ${sql.raw(String(salt))}) & 2147483647) % ${values.length}]`;
  const started = performance.now();
  await database.db.execute(sql`
    insert into users (first_name, last_name, username, email_address, email_address_confirmed)
    select 'Vendedor', 'N' || n, 'vendedor' || n, 'vendedor' || n || '@example.com', true
    from generate_series(1, ${Math.ceil(count / 50)}::int) as n`);
  await database.db.execute(sql`
    with sellers as (select array_agg(id) as ids from users where username like 'vendedor%'),
    numbers as (
      select n, (hashint4(n * 7) & 2147483647) % 100000 / 100.0 + 100 as price,
             (hashint4(n * 11) & 2147483647) % 5000 + 20 as hectares
      from generate_series(1, ${count}::int) as n
    )
    insert into properties (user_id, category, operation, listing_title, price, currency, hectares,
      price_per_hectare, price_per_hectare_usd, nearest_town, access, description, state,
      main_image_url, status, created_at)
    select sellers.ids[1 + n % array_length(sellers.ids, 1)], ${pick(CATEGORIES, 1)},
      case when n % 7 = 0 then 'alquiler' else 'venta' end,
      ${pick(KINDS, 3)} || ' ' || ${pick(USES, 5)} || ' en ' || ${pick(PROVINCES, 13)},
      price, 'USD', hectares, price, price, 'Pueblo ' || n % 300, 'Ruta asfaltada',
      ${pick(PHRASES, 17)} || ' ' || ${pick(PHRASES, 19)} || ' ' || ${pick(PHRASES, 23)},
      ${pick(PROVINCES, 13)}, '/uploads/demo/sample-lg.webp',
      case when n % 13 = 0 then 'paused' else 'active' end, now() - make_interval(mins => n)
    from numbers, sellers`);
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `${count.toLocaleString('en')} listings loaded in ${Math.round(performance.now() - started)} ms`,
  );
}

const WORDS = ['campo', 'venta', 'ganadero', 'agrícola', 'estancia', 'chacra', 'laguna', 'riego', 'monte'];

async function serve() {
  const listings = Number(option('listings') ?? 0);
  const requests = Number(option('requests') ?? 1000);
  const kept = option('data-dir') ? path.resolve(option('data-dir')!) : null;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'tranquera-memory-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  if (listings > 0 && !existsSync(pgliteDir)) {
    const database = await openDatabase({ dataDir: pgliteDir });
    await loadListings(database, listings);
    await database.close();
  }
  const port = 4300 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve(serverRoot, option('server') ?? 'dist/main.js')], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: String(seed),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    while (
      !(await fetch(`${base}/api/properties/`).then(
        (res) => res.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await pause(100);
    }
    const pid = child.pid!;
    report(
      `listening (${seed ? 'demo seed' : 'no seed'}, ${listings} more listings)`,
      pid,
      performance.now() - started,
    );
    await pause(3000);
    report('idle 3 s', pid);

    const firstPage = (await (await fetch(`${base}/api/properties/?search=campo`)).json()) as {
      payload: { _id: string }[];
    };
    const paths = [
      ...WORDS.map((word) => `/api/properties/?search=${encodeURIComponent(word)}`),
      ...WORDS.map((word, i) => `/api/properties/?search=${encodeURIComponent(word)}&page=${(i % 4) + 1}`),
      '/api/properties/?category=Ganadero&hectares=200-500,500-1000',
      '/api/properties/?state=C%C3%B3rdoba,Buenos%20Aires&minPrice=1000&maxPrice=8000',
      '/api/properties/?page=3',
      '/api/properties/get-recommended',
      ...firstPage.payload.map((listing) => `/api/properties/get-property/${listing._id}`),
      '/api/geo/reverse?lat=-33.89&lng=-60.57',
    ];
    let sent = 0;
    let failures = 0;
    const searchMs: number[] = [];
    const client = async () => {
      while (sent < requests) {
        const url = paths[sent++ % paths.length]!;
        const began = performance.now();
        const res = await fetch(base + url);
        await res.arrayBuffer();
        if (url.startsWith('/api/properties/?')) searchMs.push(performance.now() - began);
        if (!res.ok) failures++;
      }
    };
    const cpuBefore = cpuSeconds(pid);
    await step(
      `${requests} mixed requests, 10 at a time`,
      () => Promise.all(Array.from({ length: 10 }, client)),
      pid,
    );
    const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / requests;
    searchMs.sort((a, b) => a - b);
    const at = (q: number) => searchMs[Math.floor(q * (searchMs.length - 1))]!.toFixed(0);
    console.log(
      `  server CPU ${cpuMs.toFixed(1)} ms a request; searches p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
    if (failures > 0) console.log(`  ${failures} requests failed`);
    await pause(3000);
    report('idle 3 s after the requests', pid);
    console.log(`  largest mappings (MB): ${largestMappings(pid)}`);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (mode === 'stages') await stages();
else if (mode === 'serve') await serve();
else if (mode === 'init') await (await openDatabase({ dataDir: args[0]! })).close();
else {
  console.error('usage: memory-probe.ts stages|serve [options] (see the comment at its top)');
  process.exitCode = 2;
}

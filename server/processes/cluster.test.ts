import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../src/test/build-test-app.ts';
import { freeLoopbackPort } from '../src/test/ports.ts';

// `npm run serve:cluster` (src/cluster.ts): one server process per CPU on one port and one
// PostgreSQL database. The processes' agreement through the database is two-processes.test.ts's;
// here: that they all serve, that one that dies is replaced, and that a stop stops them all.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-cluster-'));
let databaseUrl: string;
let port: number;

interface Primary {
  child: ChildProcess;
  output: () => string;
  /** The JSON log lines of every process so far. */
  logs: () => Record<string, unknown>[];
  exited: Promise<number | null>;
}

function startCluster(env: Record<string, string | undefined>): Primary {
  const settings: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://tranquera.test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'cluster-secret-cluster-secret-cluster',
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  };
  // A setting given as undefined is left out (not passed as the text 'undefined').
  const defined = Object.entries(settings).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
    cwd: serverRoot,
    env: Object.fromEntries(defined),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return {
    child,
    output: () => `${stdout.slice(-3000)}\n${stderr.slice(-3000)}`,
    logs: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

/** The pids of the server processes that said they listen (each says it once). */
const listening = (primary: Primary) =>
  primary
    .logs()
    .filter((line) => String(line.msg).includes('listening on'))
    .map((line) => line.pid as number);

async function until(what: string, primary: Primary, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: ${primary.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A request on a connection of its own (no keep-alive), so each may reach another process. */
function searchOnNewConnection(id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/properties/?limit=1',
        agent: false,
        headers: { 'x-request-id': id },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${id} within 10 s`)));
    req.end();
  });
}

let primary: Primary;

beforeAll(async () => {
  databaseUrl = await freshPostgresDatabase(baseUrl);
  port = await freeLoopbackPort();
  primary = startCluster({ DATABASE_URL: databaseUrl });
  // Started together on an empty database: one migrates, the others wait for it.
  await until(
    'not every process listened',
    primary,
    () => listening(primary).length === availableParallelism(),
  );
}, 180_000);

afterAll(async () => {
  if (primary && primary.child.exitCode === null) {
    primary.child.kill('SIGTERM');
    setTimeout(() => primary.child.kill('SIGKILL'), 15_000).unref();
    await primary.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

describe('one server process per CPU (serve:cluster)', () => {
  it('starts one process per CPU, and new connections reach each of them', async () => {
    const pids = new Set(listening(primary));
    expect(pids.size).toBe(availableParallelism());
    expect(pids.has(primary.child.pid as number)).toBe(false);

    const ids: string[] = Array.from({ length: 8 * pids.size }, () => randomUUID());
    const statuses = await Promise.all(ids.map((id) => searchOnNewConnection(id)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each request's log lines say which process answered it.
    await until(
      'requests not logged',
      primary,
      () => primary.logs().filter((line) => ids.includes(line.reqId as string)).length >= ids.length,
    );
    const answeredBy = new Set(
      primary
        .logs()
        .filter((line) => ids.includes(line.reqId as string))
        .map((line) => line.pid as number),
    );
    expect([...answeredBy].sort()).toEqual([...pids].sort());
  });

  it('replaces a process that dies, and keeps answering meanwhile', async () => {
    const [victim, ...others] = listening(primary);
    process.kill(victim as number, 'SIGKILL');
    const noticed = () =>
      primary.logs().some((line) => String(line.msg).includes(`${victim} ended (SIGKILL)`));
    await until('the death went unnoticed', primary, noticed);
    // While its replacement starts, the others answer.
    if (others.length > 0) expect(await searchOnNewConnection(randomUUID())).toBe(200);
    await until(
      'no process replaced the one that died',
      primary,
      () => listening(primary).length === availableParallelism() + 1,
    );
    const replacement = listening(primary).at(-1);
    expect(replacement).not.toBe(victim);
    expect(await searchOnNewConnection(randomUUID())).toBe(200);
  });

  it('stops every process on SIGTERM, and exits with 0', async () => {
    const pids = listening(primary).slice(-availableParallelism());
    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    expect(primary.logs().filter((line) => line.msg === 'stopped').length).toBeGreaterThanOrEqual(
      pids.length,
    );
  });

  it('refuses the embedded database: several processes would corrupt its folder', async () => {
    const embedded = startCluster({ DATABASE_URL: undefined });
    expect(await embedded.exited).toBe(1);
    expect(embedded.output()).toContain('serve:cluster needs DATABASE_URL');
  });
});

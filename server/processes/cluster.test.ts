import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../src/test/build-test-app.ts';
import { freeLoopbackPort } from '../src/test/ports.ts';
import { requestInFlight, type ServerChild, spawnServer } from '../src/test/server-process.ts';

// `npm run serve:cluster` (src/cluster.ts): one server process per CPU on one port and one
// PostgreSQL database. The processes' agreement through the database is two-processes.test.ts's;
// here: that they all serve, that one that dies is replaced, and that a stop stops them all.

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-cluster-'));
let databaseUrl: string;
let port: number;

type Primary = ServerChild;

function startCluster(env: Record<string, string | undefined>): Primary {
  return spawnServer('src/cluster.ts', {
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
  });
}

/** The pids of the server processes that said they listen (each says it once). */
const listening = (primary: Primary) =>
  primary
    .logs()
    .filter((line) => String(line.msg).includes('listening on'))
    .map((line) => line.pid as number);

async function until(what: string, primary: Primary, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
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
/** Clusters started by one test alone, stopped after the suite if a test left one running. */
const others: Primary[] = [];

/** The log lines after the primary said it was stopping. */
function afterStop(cluster: Primary): Record<string, unknown>[] {
  const lines = cluster.logs();
  const stopLine = lines.findIndex((line) => String(line.msg).includes(': stopping '));
  return stopLine === -1 ? [] : lines.slice(stopLine + 1);
}

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
  for (const cluster of [primary, ...others]) {
    if (!cluster || cluster.child.exitCode !== null || cluster.child.signalCode !== null) continue;
    cluster.child.kill('SIGTERM');
    setTimeout(() => cluster.child.kill('SIGKILL'), 15_000).unref();
    await cluster.exited;
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
    expect((await primary.exited).code).toBe(0);
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

  it('stops with 0 when asked while its processes start, and none starts after', async () => {
    const starting = startCluster({ DATABASE_URL: databaseUrl });
    others.push(starting);
    await until('it did not start', starting, () =>
      starting.logs().some((line) => String(line.msg).startsWith('starting ')),
    );
    starting.child.kill('SIGTERM');
    expect((await starting.exited).code).toBe(0);
    expect(afterStop(starting).filter((line) => String(line.msg).includes('listening on'))).toEqual([]);
  });

  it('stops with 0 while a replacement waits out its pause, and does not start it', async () => {
    const restarting = startCluster({ DATABASE_URL: databaseUrl });
    others.push(restarting);
    await until(
      'not every process listened',
      restarting,
      () => listening(restarting).length === availableParallelism(),
    );
    // Dead within seconds of its start: its replacement waits 2 s before it starts.
    const [victim] = listening(restarting);
    process.kill(victim as number, 'SIGKILL');
    await until('the death went unnoticed', restarting, () =>
      restarting.logs().some((line) => String(line.msg).includes(`${victim} ended (SIGKILL)`)),
    );
    // A request still being sent keeps another process stopping past that pause (on a machine of
    // one CPU there is no other: the stop then ends at once, with the restart still cancelled).
    const inFlight = availableParallelism() > 1 ? requestInFlight(port) : null;
    await new Promise((resolve) => setTimeout(resolve, 300));
    restarting.child.kill('SIGTERM');
    if (inFlight) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      inFlight.finish();
      expect((await inFlight.answer).status).toBe(401);
    }
    expect((await restarting.exited).code).toBe(0);
    expect(afterStop(restarting).filter((line) => String(line.msg).includes('listening on'))).toEqual([]);
  });

  it('gives up with 1 when its processes keep failing to start (the port taken)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as AddressInfo).port;
    try {
      const failing = startCluster({ DATABASE_URL: databaseUrl, PORT: String(takenPort) });
      others.push(failing);
      expect((await failing.exited).code).toBe(1);
      expect(failing.output()).toContain('ended before they listened: giving up');
      expect(listening(failing)).toEqual([]);
    } finally {
      taken.close();
    }
    // Five starts, two at a time with a pause after each quick death: over 60 s when the machine
    // is busy with other tests (.ci/run runs these beside `npm test`).
  }, 180_000);

  it('refuses the embedded database: several processes would corrupt its folder', async () => {
    const embedded = startCluster({ DATABASE_URL: undefined });
    expect((await embedded.exited).code).toBe(1);
    expect(embedded.output()).toContain('serve:cluster needs DATABASE_URL');
  });
});

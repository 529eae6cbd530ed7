import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { demoFileKey } from '../db/seed/demo-photos.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '../test/build-test-app.ts';
import { freeLoopbackPort } from '../test/ports.ts';
import { requestInFlight, type ServerChild, spawnServer } from '../test/server-process.ts';

// The real server as a separate process, as an operator runs it: started with the demo data
// (twice at once on one fresh PostgreSQL in the suite's PostgreSQL pass, sharing a data
// folder), then stopped with SIGTERM while a live message stream, an idle connection and a
// request still being sent are open.
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-shutdown-'));
// The photos seed-demo.test.ts keeps between runs, when there: rendering them takes seconds.
const photoCache = path.join(tmpdir(), `tranquera-demo-photos-${demoFileKey('test-cache')}`);
if (existsSync(photoCache)) cpSync(photoCache, path.join(dataDir, 'uploads', 'demo'), { recursive: true });
const databaseUrl = process.env.TEST_DATABASE_URL
  ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
  : undefined;

interface Server extends ServerChild {
  base: string;
  port: number;
}
const servers: Server[] = [];

afterAll(async () => {
  for (const { child } of servers) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

async function startServer(): Promise<Server> {
  const port = await freeLoopbackPort();
  const child = spawnServer('src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: 'shutdown-test-secret-shutdown-test',
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const server = { ...child, base: `http://127.0.0.1:${port}`, port };
  servers.push(server);
  return server;
}

async function whenReady(server: Server): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const res = await fetch(`${server.base}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready: ${server.output()}`);
}

async function openMessageStream(base: string) {
  const account = {
    email_address: 'cierre@tranquera.test',
    first_name: 'Ana',
    last_name: 'Cierre',
    password: 'secreto123',
    passwordConfirmed: 'secreto123',
    username: 'anacierre',
  };
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email_address: account.email_address, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const ticketed = await fetch(`${base}/api/messages/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { ticket } = (await ticketed.json()) as { ticket: string };
  const stream = await fetch(`${base}/api/messages/stream?ticket=${ticket}`);
  expect(stream.status).toBe(200);
  // Written by hand, the stream's head carries the request id too.
  expect(stream.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const reader = stream.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
  return async () => {
    for (;;) if ((await reader.read()).done) return Date.now();
  };
}

it('starts next to another process, logs request ids and stops gracefully on SIGTERM', async () => {
  const started = await Promise.all((databaseUrl ? [1, 2] : [1]).map(() => startServer()));
  await Promise.all(started.map(whenReady));
  const [server, other] = started as [Server, Server | undefined];

  // Seeded once, whichever process did it.
  const search = await fetch(`${server.base}/api/properties/?limit=1`);
  const listings = (await search.json()) as { info: { total: number } };
  expect(listings.info.total).toBeGreaterThanOrEqual(55);
  const seededBy = started.flatMap((s) => s.logs()).filter((line) => line.msg === 'demo data seeded');
  expect(seededBy).toHaveLength(1);

  // Request ids: echoed, and on every line of the request.
  const traced = await fetch(`${server.base}/api/properties/?limit=1`, {
    headers: { 'x-request-id': 'shutdown-trace-1' },
  });
  expect(traced.headers.get('x-request-id')).toBe('shutdown-trace-1');
  await traced.arrayBuffer();
  // The last line is written as the answer leaves: it may reach the pipe a moment later.
  await expect
    .poll(() =>
      server
        .logs()
        .filter((line) => line.reqId === 'shutdown-trace-1')
        .map((line) => line.msg),
    )
    .toEqual(['incoming request', 'request completed']);

  const streamEnded = await openMessageStream(server.base);
  const inFlight = requestInFlight(server.port);
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  const streamEnd = streamEnded();
  // A moment later the request in flight gets the rest of its body: it is still answered.
  setTimeout(inFlight.finish, 500);
  expect(await inFlight.answer).toEqual({ status: 401, connection: 'close' });

  const exit = await server.exited;
  expect(exit.code).toBe(0);
  expect(exit.at - stoppedAt).toBeLessThan(5_000);
  expect((await streamEnd) - stoppedAt).toBeLessThan(5_000);
  expect(server.logs().map((line) => line.msg)).toContain('stopped');
  await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();

  if (other) {
    // The other process serves on, then stops the same way.
    expect((await fetch(`${other.base}/readyz`)).status).toBe(200);
    other.child.kill('SIGTERM');
    expect((await other.exited).code).toBe(0);
  }
}, 180_000);

it('gives up on a request that never finishes after 10 seconds, and exits with 1', async () => {
  const server = await startServer();
  await whenReady(server);
  const stuck = requestInFlight(server.port).answer.then(
    () => 'answered',
    () => 'cut off',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  expect(exit.code).toBe(1);
  expect(exit.at - stoppedAt).toBeGreaterThanOrEqual(9_500);
  expect(exit.at - stoppedAt).toBeLessThan(13_000);
  expect(server.logs().find((line) => line.level === 50)?.msg).toMatch(/^shutdown took over 10 s/);
  expect(await stuck).toBe('cut off');
}, 180_000);

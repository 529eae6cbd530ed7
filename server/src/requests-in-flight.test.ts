import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app.ts';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A request whose work has two steps with the client leaving between them, then the server
 * stopped: what the second step's statement got, and whether closing waited for it.
 */
async function clientLeavesMidway(where: 'handler' | 'hook') {
  const app = await buildTestApp();
  const entered = gate();
  const resume = gate();
  let outcome: string | undefined;
  const twoSteps = async () => {
    await app.db.execute(sql`select 1`);
    entered.open();
    await resume.opened;
    try {
      const { rows } = await app.db.execute<{ two: number }>(sql`select 2 as two`);
      outcome = `read ${rows[0]?.two}`;
    } catch (error) {
      outcome = `failed: ${(error as Error).message}`;
    }
  };
  // A write of several statements in a handler; a hook reading the session before it.
  if (where === 'handler') {
    app.get('/test/two-steps', async () => {
      await twoSteps();
      return { outcome };
    });
  } else {
    app.get('/test/two-steps', { preHandler: twoSteps }, async () => ({ outcome }));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const request = http.get({ host: '127.0.0.1', port, path: '/test/two-steps' });
  request.on('error', () => {});
  await entered.opened;
  request.destroy();
  // The server no longer waits for that connection: it stops at once, but not its database.
  await new Promise((resolve) => setTimeout(resolve, 50));
  let closed = false;
  const closing = closeApp(app).then(() => {
    closed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const closedEarly = closed;
  resume.open();
  await closing;
  return { closedEarly, outcome };
}

const closeApp = (app: FastifyInstance) => app.close();

it('closes the database only after the handler of a request whose client left has finished', async () => {
  expect(await clientLeavesMidway('handler')).toEqual({ closedEarly: false, outcome: 'read 2' });
});

it('closes the database only after a hook of a request whose client left has finished', async () => {
  expect(await clientLeavesMidway('hook')).toEqual({ closedEarly: false, outcome: 'read 2' });
});

it('closes without waiting once every request is answered, by a handler, a hook or an error', async () => {
  const app = await buildTestApp();
  app.get('/test/sync', (_request, reply) => {
    reply.send({ sync: true });
  });
  app.get('/test/throws', () => {
    throw new Error('boom');
  });
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/test/sync' })).json()).toEqual({ sync: true });
  expect((await app.inject({ method: 'GET', url: '/test/throws' })).statusCode).toBe(500);
  // Refused by a hook (no token) and by validation: their handlers never run.
  expect((await app.inject({ method: 'GET', url: '/api/favorites/' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/api/properties/?page=abc' })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
  const begun = Date.now();
  await app.close();
  // Well under the 5 s a request still running would hold it (dropping a PostgreSQL test
  // database is part of this).
  expect(Date.now() - begun).toBeLessThan(3_000);
});

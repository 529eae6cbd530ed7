import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/client.ts';

/** Past this, a database that hasn't answered counts as unreachable. */
const READY_TIMEOUT_MS = 2_000;

export const NOT_READY = {
  unreachable: 'El servidor no está listo: la base de datos no responde.',
  migrations: 'El servidor no está listo: a la base de datos le faltan migraciones.',
} as const;

const okSchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/**
 * Probes for a load balancer or an orchestrator, outside /api and its documentation: /healthz
 * says the process answers (restart it when it doesn't), /readyz that it can serve (send it
 * traffic): its database answers and has this build's migrations. Logged at warn only, so
 * probes every few seconds don't fill the logs; a change of readiness is logged once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const probe = { logLevel: 'warn', schema: { hide: true } } as const;

  app.get('/healthz', { ...probe, schema: { ...probe.schema, response: { 200: okSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  let wasReady = true;
  app.get(
    '/readyz',
    { ...probe, schema: { ...probe.schema, response: { 200: okSchema, 503: notReadySchema } } },
    async (request, reply) => {
      const problem = await readinessProblem(app);
      // On the app's logger: the route's own logs only let warnings through.
      if (problem && wasReady) app.log.warn({ reqId: request.id, err: problem.cause }, problem.message);
      if (!problem && !wasReady) app.log.info({ reqId: request.id }, 'ready again');
      wasReady = !problem;
      if (problem) return reply.code(503).send({ status: 'unavailable', message: problem.message });
      return { status: 'ok' as const };
    },
  );
};

async function readinessProblem(app: FastifyInstance): Promise<{ message: string; cause?: unknown } | null> {
  try {
    await withTimeout(app.db.execute(sql`SELECT 1`));
  } catch (cause) {
    return { message: NOT_READY.unreachable, cause };
  }
  try {
    return (await withTimeout(migrationsApplied(app.db))) ? null : { message: NOT_READY.migrations };
  } catch (cause) {
    // No migrations table at all.
    return { message: NOT_READY.migrations, cause };
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGES, MAX_IMAGES_TOTAL_BYTES } from '@tranquera/contracts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { scheduleStatistics } from './db/statistics.ts';
import { answerFrameworkError, registerErrorHandling } from './error-handling.ts';
import { withoutSecrets } from './log-redaction.ts';
import { type ClusterBus, localBus, postgresBus } from './db/cluster-bus.ts';
import { claimJobPeriod } from './db/job-runs.ts';
import { memoryRateLimitStore, postgresRateLimitStore } from './modules/auth/rate-limit-store.ts';
import { trackRequestsInFlight } from './requests-in-flight.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { registerHttpCaching } from './http-cache.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerAuthentication } from './modules/auth/authenticate.ts';
import { googleAuthRoutes } from './modules/auth/google.ts';
import { RateLimiter } from './modules/auth/rate-limiter.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { type ImageStorage, openImageStorage } from './modules/images/storage.ts';
import { sweepOrphanUploads } from './modules/images/uploads.ts';
import { backfillFingerprints } from './modules/images/fingerprint-backfill.ts';
import { createMailTransport } from './modules/mail/mailer.ts';
import { MailOutboxWorker } from './modules/mail/outbox-worker.ts';
import { registerPages } from './modules/pages/routes.ts';
import { registerCatalogueVersion } from './modules/properties/catalogue-cache.ts';
import { registerPopularPages } from './modules/properties/popular-pages.ts';
import { lifecycleRoutes } from './modules/properties/lifecycle-routes.ts';
import { scheduleListingLifecycle } from './modules/properties/lifecycle-schedule.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { scheduleSearchAlerts } from './modules/saved-searches/alert-schedule.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { publishRoutes } from './modules/properties/publish-routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { echoRequestId, requestIdOf } from './modules/health/request-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailOutbox: MailOutboxWorker;
    rateLimiter: RateLimiter;
    imageStorage: ImageStorage;
    bus: ClusterBus;
    /** Now, as the app's rules see it (listing expiry, featured plans, team actions). */
    clock: () => Date;
  }
}

export interface BuildOptions {
  /** Environment overrides (tests give each app its own DATA_DIR and switches). */
  env?: Record<string, string | undefined>;
  /** Keep PGlite in memory: the fastest fresh database for a test file. */
  inMemoryDatabase?: boolean;
  /** An in-memory database starts as this PGlite dump (tests: migrated once per run, not per file). */
  databaseTemplate?: Blob;
  logger?: boolean;
  /** What time it is: tests pass a clock they move (expiry, featured end dates). */
  clock?: () => Date;
  /** Every answer also checked against its schema by zod (test suites; response-serializer.ts). */
  checkResponses?: boolean;
}

/** How long a stopping server waits for requests' work still running before closing the database. */
const REQUESTS_GRACE_MS = 5_000;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Unsubscribe links carry a token that acts for its search: never in the logs.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: withoutSecrets(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    // Every log line of a request carries its id (`reqId`): the one X-Request-Id brings when
    // it looks like one, else a new UUID; the answer echoes it.
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? false }));
  app.addHook('onRequest', echoRequestId);
  const requestsInFlight = trackRequestsInFlight(app);

  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemoryDatabase ? null : path.join(config.DATA_DIR, 'pglite'),
    template: options.databaseTemplate,
  });
  // Whoever closes it (the app's onClose, a test), the database first waits for the work of
  // requests whose clients left (requests-in-flight.ts), within the time main.ts gives a shutdown.
  let closing: Promise<void> | null = null;
  const database: DatabaseHandle = {
    ...opened,
    close: () =>
      (closing ??= (async () => {
        if (!(await requestsInFlight.settled(REQUESTS_GRACE_MS))) {
          app.log.warn(
            `requests still running after ${REQUESTS_GRACE_MS / 1000} s: closing the database anyway`,
          );
        }
        await opened.close();
      })()),
  };
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
  // What this process tells the others (chat messages, catalogue changes): LISTEN/NOTIFY on
  // PostgreSQL, in-process on the embedded database.
  const bus = config.DATABASE_URL ? await postgresBus(config.DATABASE_URL, app.log) : localBus();
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());

  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  if (config.SEED_DEMO) await seedDemoData(database.db, { uploadsDir, log: app.log });
  const imageStorage = await openImageStorage(config, uploadsDir);
  scheduleOrphanSweep(app, database.db, imageStorage);

  const mailOutbox = new MailOutboxWorker(
    database.db,
    createMailTransport(config),
    new URL(config.PUBLIC_URL).hostname,
    app.log,
  );
  app.decorate('mailOutbox', mailOutbox);
  app.addHook('onReady', async () => mailOutbox.start());
  app.addHook('preClose', async () => mailOutbox.stop());
  // Several processes share PostgreSQL: their limits must count together.
  const rateLimitStore =
    database.kind === 'postgres' ? postgresRateLimitStore(database.db) : memoryRateLimitStore();
  app.decorate('rateLimiter', new RateLimiter(config.RATE_LIMITS, rateLimitStore));
  app.decorate('imageStorage', imageStorage);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerInputGuard(app);
  registerAuthentication(app);
  registerCatalogueVersion(app);
  scheduleListingLifecycle(app);
  scheduleSearchAlerts(app);
  scheduleStatistics(app);
  registerPopularPages(app);
  await registerHttpCaching(app);
  // Answers up to 256 KB (every API answer, a page) are compressed in one synchronous call: the
  // library's default on 2 cores (8 KB) sent an 8.4 KB search page through a zlib stream, whose
  // per-response stream, thread-pool hop and chunked writes cost more CPU than the compression.
  // Brotli quality 2 rather than the library's 4: a page of search results is compressed in
  // 41 µs instead of 100 (2,464 bytes instead of 2,312). Rendered pages, kept and compressed once,
  // have their own (rendered-pages.ts). Profiles and A/B: docs/decisions/server-cpu.md.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(cookie, { secret: config.JWT_SECRET });
  await app.register(multipart, {
    limits: { files: MAX_IMAGES, fileSize: MAX_IMAGES_TOTAL_BYTES, fields: 20, parts: MAX_IMAGES + 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.SITE_NAME} API`,
        description: 'API pública y privada del mercado de campos.',
        version: '1.0.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await api.register(propertyRoutes, { prefix: '/properties' });
      await api.register(imageRoutes, { prefix: '/properties' });
      await api.register(publishRoutes, { prefix: '/properties' });
      await api.register(lifecycleRoutes, { prefix: '/properties' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(favoriteRoutes, { prefix: '/favorites' });
      await api.register(marketRoutes, { prefix: '/market' });
      await api.register(savedSearchRoutes, { prefix: '/saved-searches' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(authRoutes, { prefix: '/users' });
      await api.register(googleAuthRoutes, { prefix: '/users' });
      await api.register(geoRoutes, { prefix: '/geo' });
      await api.register(messageRoutes, { prefix: '/messages' });
      await api.register(formRoutes);
    },
    { prefix: '/api' },
  );

  // Uploaded and demo photos: names are random and never reused, so they cache forever.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  const webDist = config.WEB_DIST ?? path.resolve(serverRoot, '../web/dist');
  await registerPages(app, existsSync(webDist) ? webDist : null);
  return app;
}

/**
 * At start and then every hour: photos uploaded but never used are removed, and photos without a
 * perceptual hash (uploaded before hashes existed) get one.
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

function scheduleOrphanSweep(app: FastifyInstance, db: Database, storage: ImageStorage) {
  const backfill = async () => {
    let done = 0;
    for (
      let batch = await backfillFingerprints(db, storage);
      batch > 0;
      batch = await backfillFingerprints(db, storage)
    ) {
      done += batch;
    }
    if (done > 0) app.log.info({ count: done }, 'photo fingerprints added');
  };
  // Once an hour across every process on the database (a restart within the hour waits for it).
  const sweep = async () => {
    try {
      if (!(await claimJobPeriod(db, 'photo-maintenance', SWEEP_EVERY_MS, new Date()))) return;
      app.log.info('photo maintenance ran');
      const count = await sweepOrphanUploads(db, storage);
      if (count > 0) app.log.info({ count }, 'orphan uploads removed');
      await backfill();
    } catch (error) {
      app.log.error({ err: error }, 'photo maintenance failed');
    }
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

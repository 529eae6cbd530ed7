import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import { expireDueListings, listingDatesPassed, sendRenewalNotices } from './lifecycle.ts';
import { pruneListingChanges } from './map-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    listingLifecycle: { runOnce(): Promise<{ expired: number; reminded: number }> };
  }
}

const EVERY_MS = 60_000;

/**
 * Expiry and renewal notices, every minute in every process: both are guarded UPDATEs, so two
 * processes running them at once expire each listing once and e-mail each owner once. The map's
 * log of written listings is pruned on the same beat (a DELETE of day-old rows). Tests
 * call `runOnce()` after moving the app's clock.
 */
export function scheduleListingLifecycle(app: FastifyInstance) {
  let lastRun = app.clock();
  const runOnce = async () => {
    const now = app.clock();
    const expired = await expireDueListings(app.db, now);
    const reminded = await sendRenewalNotices(app.db, siteOf(app.config), now);
    // With several processes only one expires a listing, but every process remembers pages
    // (popular-pages.ts): each moves its own version on when a date passed since its last run.
    const datePassed = await listingDatesPassed(app.db, lastRun, now);
    lastRun = now;
    if (expired > 0 || datePassed) app.catalogue.bump();
    if (reminded > 0) app.mailOutbox.wake();
    // After the version moved: a failed prune must not keep expired listings on show.
    await pruneListingChanges(app.db).catch((error) =>
      app.log.warn({ err: error }, 'pruning listing changes failed'),
    );
    return { expired, reminded };
  };
  app.decorate('listingLifecycle', { runOnce });
  const tick = () =>
    runOnce()
      .then((done) => (done.expired || done.reminded) && app.log.info(done, 'listing lifecycle'))
      .catch((error) => app.log.error({ err: error }, 'listing lifecycle failed'));
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void tick();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import { matchBuyerRequests } from '../request-matching/matching.ts';
import { type AlertRound, runSearchAlerts } from './alerts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchAlerts: {
      /** One round at the app's clock; tests call it after moving the clock. */
      runOnce(): Promise<AlertRound & { requestMatches: number }>;
      /** A listing was just published: instant alerts look now rather than at the next minute. */
      wake(): void;
    };
  }
}

const EVERY_MS = 60_000;
/** Publishing several listings in a row wakes one round, not one each. */
const WAKE_DELAY_MS = 2_000;

/**
 * Saved-search alerts and buyer-request matches every minute in every process: searches are claimed with `SKIP LOCKED`
 * and a lease (alerts.ts), so each is handled by one process per round.
 */
export function scheduleSearchAlerts(app: FastifyInstance) {
  let running: Promise<unknown> | null = null;
  let closed = false;
  let wakeTimer: NodeJS.Timeout | null = null;
  const runOnce = async () => {
    const now = app.clock();
    const round = await runSearchAlerts(app.db, siteOf(app.config), now);
    if (round.mailed > 0) app.mailOutbox.wake();
    // Buyer requests are standing searches too: new listings that fit go to the back-office.
    const requestMatches = await matchBuyerRequests(app.db, now);
    return { ...round, requestMatches };
  };
  const tick = () => {
    if (running || closed) return;
    running = runOnce()
      .then((round) => (round.mailed || round.requestMatches) && app.log.info(round, 'search alerts sent'))
      .catch((error) => app.log.error({ err: error }, 'search alerts failed'))
      .finally(() => {
        running = null;
      });
  };
  const wake = () => {
    if (wakeTimer || closed) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      tick();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  };
  app.decorate('searchAlerts', { runOnce, wake });
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    if (wakeTimer) clearTimeout(wakeTimer);
    await running;
  });
}

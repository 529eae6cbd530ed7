import type { Database } from '../../db/client.ts';
import type { MailTransport } from './mailer.ts';
import { deliverDueMail, failingSince, purgeSettledMail } from './outbox.ts';

/** How often each process looks for due mail (it is also woken right after a request queues some). */
const POLL_MS = 1_000;
/** Mail failing this long is worth a warning in the logs… */
export const WARN_AFTER_MS = 10 * 60_000;
/** …repeated at most this often per process. */
const WARN_EVERY_MS = 10 * 60_000;
/** Settled mail is purged this often (any process may do it: the delete is idempotent). */
const PURGE_EVERY_MS = 60 * 60_000;

/** What the worker logs through (Fastify's logger in the app; a test's own list in tests). */
interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers the outbox in the background of every server process. Processes share the work
 * through the outbox's row claims (outbox.ts), so any number of them can run.
 */
export class MailOutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private lastWarning = 0;
  private lastPurge = 0;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly host: string,
    private readonly log: Logger,
  ) {}

  start() {
    this.stopped = false;
    this.timer ??= setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Runs a round now (or right after the one in progress): a request just queued mail. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce(new Date(), () => this.stopped)
      .catch((error) => this.log.error({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** One delivery round at `now`; tests call it with a clock of their own. */
  async runOnce(now: Date = new Date(), shouldStop: () => boolean = () => false): Promise<void> {
    const round = await deliverDueMail(this.db, this.transport, this.host, now, shouldStop);
    if (round.sent > 0) this.log.info({ sent: round.sent, to: this.transport.target }, 'mail delivered');
    for (const mail of round.givenUp) this.log.warn(mail, 'mail given up: it will not be retried');
    if (round.failed > 0) await this.warnIfFailingLong(now);
    if (now.getTime() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      const purged = await purgeSettledMail(this.db, now);
      if (purged > 0) this.log.info({ purged }, 'old settled mail deleted from the outbox');
    }
  }

  private async warnIfFailingLong(now: Date) {
    const since = await failingSince(this.db);
    if (!since || now.getTime() - since.getTime() < WARN_AFTER_MS) return;
    if (now.getTime() - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now.getTime();
    this.log.warn(
      { failingSince: since.toISOString(), target: this.transport.target },
      'mail delivery has been failing for over 10 minutes: check SMTP_URL and `npm run mail:status`',
    );
  }

  /** Stops polling; a round in progress ends after the message it is sending. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

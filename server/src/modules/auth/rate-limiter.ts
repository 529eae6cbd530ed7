import { API } from '@tranquera/contracts';
import { HttpError } from '../../http-error.ts';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import {
  RATE_LIMIT_POLICIES,
  type RateLimitAction,
  type RateLimitPolicy,
  type RateLimitSubject,
} from './rate-limits.ts';

/**
 * Fixed-window counters. Keys name what is limited ('login:ip:1.2.3.4',
 * 'login:account:ana@example.com'); where they are counted is the store's business: memory for
 * the embedded database's one process, a shared table on PostgreSQL (rate-limit-store.ts).
 */
export class RateLimiter {
  constructor(
    private readonly enabled: boolean,
    private readonly store: RateLimitStore = memoryRateLimitStore(),
  ) {}

  /**
   * Counts one attempt at `action` under each of its policies (rate-limits.ts), in order, and
   * throws 429 at the first key over its limit: a blocked address spends no account's attempts.
   */
  async limit<A extends RateLimitAction>(action: A, subject: RateLimitSubject<A>): Promise<void> {
    if (!this.enabled) return;
    const values: Record<string, string> = subject;
    const policies: readonly RateLimitPolicy[] = RATE_LIMIT_POLICIES[action];
    const now = Date.now();
    for (const { key, max, windowMs } of policies) {
      const count = await this.store.hit(`${action}:${key}:${values[key]}`, windowMs, now);
      if (count > max) throw new HttpError(429, API.tooManyRequests);
    }
  }
}

import { createHash } from 'node:crypto';
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
 * The counter's name. A value is client input (a forwarded address, an e-mail): past a short
 * length it is hashed, so no key is too long to store or index.
 */
function limitKey(action: string, key: string, value: string): string {
  const short = value.length <= 100 ? value : `#${createHash('sha256').update(value).digest('base64url')}`;
  return `${action}:${key}:${short}`;
}

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
      const count = await this.store.hit(limitKey(action, key, values[key] ?? ''), windowMs, now);
      if (count > max) throw new HttpError(429, API.tooManyRequests);
    }
  }
}

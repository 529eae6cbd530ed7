import { API } from '@tranquera/contracts';
import { HttpError } from '../../http-error.ts';
import {
  RATE_LIMIT_POLICIES,
  type RateLimitAction,
  type RateLimitPolicy,
  type RateLimitSubject,
} from './rate-limits.ts';

/**
 * Fixed-window counters in memory, enough for one server process. Keys name what is limited
 * ('login:ip:1.2.3.4', 'login:account:ana@example.com'); the map is pruned as windows expire.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly enabled: boolean) {}

  /**
   * Counts one attempt at `action` under each of its policies (rate-limits.ts), in order, and
   * throws 429 at the first key over its limit: a blocked address spends no account's attempts.
   */
  limit<A extends RateLimitAction>(action: A, subject: RateLimitSubject<A>): void {
    if (!this.enabled) return;
    const values: Record<string, string> = subject;
    const policies: readonly RateLimitPolicy[] = RATE_LIMIT_POLICIES[action];
    const now = Date.now();
    if (this.windows.size > 50_000) this.prune(now);
    for (const { key, max, windowMs } of policies) {
      const name = `${action}:${key}:${values[key]}`;
      const current = this.windows.get(name);
      const entry = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      this.windows.set(name, entry);
      if (entry.count > max) throw new HttpError(429, API.tooManyRequests);
    }
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

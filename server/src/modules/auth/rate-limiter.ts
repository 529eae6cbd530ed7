import { API } from '@tranquera/contracts';
import { HttpError } from '../../http-error.ts';

/**
 * Fixed-window counters in memory, enough for one server process. Keys name what is limited
 * ('login:ip:1.2.3.4', 'login:account:ana@example.com'); the map is pruned as windows expire.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly enabled: boolean) {}

  /** Counts one attempt for every key; throws 429 when any of them is over its limit. */
  hit(keys: string[], limit: number, windowMs: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (this.windows.size > 50_000) this.prune(now);
    let blocked = false;
    for (const key of keys) {
      const current = this.windows.get(key);
      const entry = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      this.windows.set(key, entry);
      if (entry.count > limit) blocked = true;
    }
    if (blocked) throw new HttpError(429, API.tooManyRequests);
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

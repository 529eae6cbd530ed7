import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

/** Counts one attempt under `key` in a fixed window and answers the count so far in it. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<number>;
}

/** One process (the embedded database): counters in memory, pruned as windows expire. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      if (windows.size > 50_000) {
        for (const [name, entry] of windows) if (entry.resetAt <= now) windows.delete(name);
      }
      const current = windows.get(key);
      const entry = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
  };
}

/** Expired windows are deleted about once every this many attempts. */
const PRUNE_EVERY = 1_000;

/**
 * Several processes on PostgreSQL: one row per key, counted with an atomic upsert, so 11 wrong
 * passwords spread over two servers are 11 attempts.
 */
export function postgresRateLimitStore(db: Database): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs, now) {
      const at = new Date(now);
      const resetAt = new Date(now + windowMs);
      hits += 1;
      if (hits % PRUNE_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, at));
      // Written out: the upsert's conflict branch compares the stored window with `at`.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end`,
            resetAt: sql`case when rate_limits.reset_at <= ${at} then ${resetAt} else rate_limits.reset_at end`,
          },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
  };
}

import { and, eq, lte } from 'drizzle-orm';
import type { Database } from './client.ts';
import { jobRuns } from './schema.ts';

/**
 * Claims this period of a periodic job: true for exactly one caller per period across every
 * process on the database (a conditional update of the job's row; the first to land wins), so a
 * sweep that several processes schedule still runs once an hour. A run that fails is not
 * retried before the next period.
 */
export async function claimJobPeriod(
  db: Database,
  name: string,
  periodMs: number,
  now: Date,
): Promise<boolean> {
  const due = new Date(now.getTime() - periodMs);
  // First run ever: the row starts due.
  await db
    .insert(jobRuns)
    .values({ name, lastRunAt: new Date(0) })
    .onConflictDoNothing();
  // A small margin: timers of different processes drift by milliseconds, not minutes.
  const claimed = await db
    .update(jobRuns)
    .set({ lastRunAt: now })
    .where(and(eq(jobRuns.name, name), lte(jobRuns.lastRunAt, new Date(due.getTime() + 1_000))))
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

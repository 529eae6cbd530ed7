import type { ClientConfig } from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';

/**
 * Settings every connection of the app starts with on PostgreSQL (docs/decisions/postgres-sessions.md),
 * sent as the connection's startup `options`, so they hold from its first statement and need no
 * round trip:
 *
 * - No parallel query. Its workers are processes started for one statement: on the benchmark's
 *   2-core machine a count of a map area's listings (`id = any(…)` over 1,270 ids, 100,000
 *   listings) took 56 ms with two workers and 12 ms without, every time (bench/PLANS.md). A web
 *   server already runs as many statements at once as it has connections; workers only add
 *   processes competing for the same cores.
 * - No JIT compilation. It starts past an estimated cost of 100,000, which at a million listings
 *   only the map's whole reads reach: 4–5 ms of compiling on a 2.7 s read (2026-11-30), nothing
 *   gained. Off so that a statement the planner misjudges as that big never pays a compile.
 */
export const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/**
 * A `pg` client or pool configuration for `databaseUrl` with the app's session settings; an
 * `options` parameter of the URL is kept and comes after them, so the operator's own settings win.
 */
export function postgresConfig(databaseUrl: string): ClientConfig {
  const config = parseIntoClientConfig(databaseUrl);
  return { ...config, options: config.options ? `${SESSION_OPTIONS} ${config.options}` : SESSION_OPTIONS };
}

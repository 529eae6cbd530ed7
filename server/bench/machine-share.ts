import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { cpuMs } from './process-stats.ts';

/** CPU time used so far by each process, and whether it is part of this run. */
export interface CpuSnapshot {
  at: number;
  processes: Map<number, { ms: number; ours: boolean }>;
}

/** PostgreSQL names a backend's database in its process title. */
const OUR_BACKEND = /tranquera_bench/;

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Every process's CPU time from /proc. Ours: this process (autocannon, the bare-SQL runner), the
 * server's and the PostgreSQL backends of the bench database.
 */
export function cpuSnapshot(ourPids: number[]): CpuSnapshot {
  const processes = new Map<number, { ms: number; ours: boolean }>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    // No /proc: nothing to tell.
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const ms = cpuMs(pid);
    if (ms === null) continue;
    processes.set(pid, { ms, ours: ourPids.includes(pid) || OUR_BACKEND.test(cmdline(pid)) });
  }
  return { at: performance.now(), processes };
}

/**
 * The share of the machine's CPU (all cores) that other work used between two snapshots: the
 * run's latencies are only the machine's own when this stays small.
 */
export function othersShare(before: CpuSnapshot, after: CpuSnapshot): number | null {
  if (after.processes.size === 0) return null;
  let others = 0;
  for (const [pid, now] of after.processes) {
    if (now.ours) continue;
    others += now.ms - (before.processes.get(pid)?.ms ?? 0);
  }
  const capacity = (after.at - before.at) * availableParallelism();
  return capacity > 0 ? Math.max(0, others / capacity) : null;
}

/** CPU time (ms) the run's own processes used between two snapshots. */
export function oursMs(before: CpuSnapshot, after: CpuSnapshot): number {
  let ours = 0;
  for (const [pid, now] of after.processes) {
    if (now.ours) ours += now.ms - (before.processes.get(pid)?.ms ?? 0);
  }
  return ours;
}

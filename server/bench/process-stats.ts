import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux almost everywhere). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system) the process has used so far, in ms; null when /proc can't tell. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces; fields 14 and 15 count from after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / clockTicks();
  } catch {
    return null;
  }
}

export interface Memory {
  /** Resident set now, MB. */
  rssMb: number;
  /** Peak resident set since the process started, MB. */
  peakMb: number;
}

export function memory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * The process and its descendants, from /proc's list of each thread's children: a server started
 * with `serve:cluster` is a small primary process whose workers do the serving.
 */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i]!;
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        const children = readFileSync(`/proc/${parent}/task/${thread}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(' ').map(Number));
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return tree;
}

/** `cpuMs` of the process and its descendants together; null when /proc can't tell of the process. */
export function treeCpuMs(pid: number): number | null {
  if (cpuMs(pid) === null) return null;
  return processTree(pid).reduce((sum, one) => sum + (cpuMs(one) ?? 0), 0);
}

/** `memory` of the process and its descendants, added up (the peak: the sum of each one's peak). */
export function treeMemory(pid: number): Memory | null {
  const own = memory(pid);
  if (own === null) return null;
  return processTree(pid)
    .slice(1)
    .map((one) => memory(one))
    .reduce<Memory>(
      (sum, one) => (one ? { rssMb: sum.rssMb + one.rssMb, peakMb: sum.peakMb + one.peakMb } : sum),
      own,
    );
}

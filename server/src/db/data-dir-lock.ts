import { randomUUID } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Two processes must never open the same embedded PGlite database: each would overwrite the
 * other's pages. Whoever opens DATA_DIR's database (the server, a backup, a restore) holds
 * DATA_DIR/tranquera.lock, which names its process. A lock whose process is gone is taken
 * over: on this machine when its pid is dead, from another machine or container sharing the
 * directory when it has not been refreshed for a minute.
 */
export const LOCK_FILE = 'tranquera.lock';
const REFRESH_MS = 15_000;
const FOREIGN_STALE_MS = 60_000;
/** A lock file just created may not hold its content yet. */
const WRITING_GRACE_MS = 5_000;

export interface LockHolder {
  id: string;
  /** Who holds it, as a sentence names it: 'the server', 'db:backup'… */
  purpose: string;
  pid: number;
  host: string;
  /** Pids compare only within one PID namespace (a container has its own). */
  pidNamespace: string | null;
  since: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.pid ? `pid ${holder.pid} on ${holder.host}, ` : '';
    super(
      `DATA_DIR ${dataDir} is in use by ${holder.purpose} (${where}since ${holder.since}). Two ` +
        `processes must never open the same embedded database: stop ${holder.purpose} first, or use ` +
        'DATABASE_URL + pg_dump to back up a running server. If no such process is running, delete ' +
        `${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Lock files held by this process, with the timer that keeps each one fresh. */
const held = new Map<string, NodeJS.Timeout>();

/** Takes DATA_DIR for `purpose` ('the server', 'db:backup'…), or throws DataDirBusyError. */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const holder: LockHolder = {
    id: randomUUID(),
    purpose,
    pid: process.pid,
    host: hostname(),
    pidNamespace: pidNamespace(),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(file, holder)) return hold(file, holder);
    const current = liveHolder(file);
    if (current) throw new DataDirBusyError(dataDir, current);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take ${file}: another process keeps replacing it.`);
}

/** Throws DataDirBusyError while a live process holds DATA_DIR; takes nothing. */
export function assertDataDirFree(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
}

/** The live process holding DATA_DIR, or null when it is free (a stale lock counts as free). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  return liveHolder(lockFile(dataDir));
}

/** The real path, so that one directory reached through a symlink is still one lock. */
function lockFile(dataDir: string): string {
  try {
    return path.join(realpathSync(dataDir), LOCK_FILE);
  } catch {
    return path.resolve(dataDir, LOCK_FILE);
  }
}

function create(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function hold(file: string, holder: LockHolder): DataDirLock {
  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Deleted by hand: nothing left to refresh.
    }
  }, REFRESH_MS);
  refresh.unref();
  held.set(file, refresh);
  if (!process.listeners('exit').includes(releaseAllOnExit)) process.on('exit', releaseAllOnExit);
  return {
    release() {
      if (held.get(file) !== refresh) return;
      clearInterval(refresh);
      held.delete(file);
      if (readHolder(file)?.holder?.id === holder.id) rmSync(file, { force: true });
    },
  };
}

function releaseAllOnExit() {
  for (const file of held.keys()) {
    if (readHolder(file)?.holder?.pid === process.pid) rmSync(file, { force: true });
  }
  held.clear();
}

function liveHolder(file: string): LockHolder | null {
  const found = readHolder(file);
  if (!found) return null;
  const age = Date.now() - found.modified;
  if (!found.holder) {
    if (age >= WRITING_GRACE_MS) return null;
    const since = new Date(found.modified).toISOString();
    return { id: '', purpose: 'another process', pid: 0, host: '', pidNamespace: null, since };
  }
  const { holder } = found;
  const sameMachine = holder.host === hostname() && (holder.pidNamespace ?? null) === pidNamespace();
  if (!sameMachine) return age < FOREIGN_STALE_MS ? holder : null;
  // A pid can come back after a restart (pid 1 in a container): ours counts only if we hold it.
  if (holder.pid === process.pid) return held.has(file) ? holder : null;
  return processAlive(holder.pid) ? holder : null;
}

function readHolder(file: string): { holder: LockHolder | null; modified: number } | null {
  try {
    const modified = statSync(file).mtimeMs;
    let holder: LockHolder | null = null;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
      if (Number.isInteger(parsed.pid) && typeof parsed.host === 'string') holder = parsed;
    } catch {
      // Empty or half written.
    }
    return { holder, modified };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

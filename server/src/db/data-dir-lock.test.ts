import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  assertDataDirFree,
  DataDirBusyError,
  dataDirHolder,
  LOCK_FILE,
} from './data-dir-lock.ts';

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-lock-'));
  lockFile = path.join(dataDir, LOCK_FILE);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Above Linux's largest pid: never a live process. */
const DEAD_PID = 2 ** 22 + 1;

function writeLock(holder: Record<string, unknown>, ageMs = 0) {
  writeFileSync(lockFile, JSON.stringify({ id: 'x', purpose: 'the server', since: 'earlier', ...holder }));
  const then = new Date(Date.now() - ageMs);
  utimesSync(lockFile, then, then);
}

/** How a lock taken here names this machine (host name and PID namespace). */
function thisMachine(): { host: string; pidNamespace: string | null } {
  const lock = acquireDataDirLock(dataDir, 'the server');
  const { host, pidNamespace } = JSON.parse(readFileSync(lockFile, 'utf8'));
  lock.release();
  return { host, pidNamespace };
}

describe('the DATA_DIR lock', () => {
  it('names its holder, refuses a second holder, and goes away on release', () => {
    const lock = acquireDataDirLock(dataDir, 'the server');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'the server',
    });
    expect(() => acquireDataDirLock(dataDir, 'db:backup')).toThrow(DataDirBusyError);
    expect(() => assertDataDirFree(dataDir)).toThrow(/in use by the server \(pid \d+ on /);
    const alias = `${dataDir}-alias`;
    symlinkSync(dataDir, alias);
    try {
      expect(() => acquireDataDirLock(alias, 'db:backup')).toThrow(DataDirBusyError);
    } finally {
      rmSync(alias);
    }
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    expect(() => assertDataDirFree(dataDir)).not.toThrow();
    acquireDataDirLock(dataDir, 'db:backup').release();
  });

  it("takes over a lock whose process is gone, or that carries this process's pid from before", () => {
    const holder = thisMachine();
    writeLock({ ...holder, pid: DEAD_PID });
    expect(dataDirHolder(dataDir)).toBeNull();
    acquireDataDirLock(dataDir, 'the server').release();
    writeLock({ ...holder, pid: process.pid });
    acquireDataDirLock(dataDir, 'the server').release();
  });

  it('trusts a lock from another machine while it is refreshed, and takes it over a minute after', () => {
    writeLock({ host: 'otra-maquina', pidNamespace: null, pid: 1 });
    expect(() => acquireDataDirLock(dataDir, 'db:backup')).toThrow(/pid 1 on otra-maquina/);
    writeLock({ host: 'otra-maquina', pidNamespace: null, pid: 1 }, 2 * 60_000);
    acquireDataDirLock(dataDir, 'db:backup').release();
  });

  it('waits for a lock file still being written, then treats a broken one as stale', () => {
    writeFileSync(lockFile, '');
    expect(() => assertDataDirFree(dataDir)).toThrow(DataDirBusyError);
    const then = new Date(Date.now() - 60_000);
    utimesSync(lockFile, then, then);
    acquireDataDirLock(dataDir, 'the server').release();
  });
});

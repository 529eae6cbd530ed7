import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './process-stats.ts';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Waits (up to 15 s) until the process has used under 5 ms of CPU in 200 ms: its work is done. */
async function settle(pid: number) {
  const deadline = Date.now() + 15_000;
  let before = cpuMs(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuMs(pid);
    if (now === null || now - before < 5) return;
    before = now;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The real server (`src/main.ts`) in its own process, as in production: its own event loop and
 * CPU, measurable from /proc. `node --import tsx` rather than the tsx CLI, so the pid is the
 * server's and not a wrapper's. Resolves once it answers.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      console.log(`  [server] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
    }
  };
  child.stdout!.on('data', relay);
  child.stderr!.on('data', relay);
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Requests still running when the load generator stopped would fail on a closing pool.
    await settle(child.pid!);
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited(child);
    clearTimeout(killed);
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${tail.join('\n')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/robots.txt`);
      if (response.ok) return { pid: child.pid!, baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 3 minutes:\n${tail.join('\n')}`);
}

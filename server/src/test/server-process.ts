import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder: processes start there, as `npm run dev -w server` does. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server (or cluster primary) started from source in a process of its own, its output kept. */
export interface ServerChild {
  child: ChildProcess;
  /** The last few thousand characters of its stdout and stderr, for a failure's message. */
  output: () => string;
  /** Its JSON log lines so far (pino's), whole lines only. */
  logs: () => Record<string, unknown>[];
  /** Its exit code (null when a signal ended it) and when it exited. */
  exited: Promise<{ code: number | null; at: number }>;
}

/**
 * `entry` (src/main.ts, src/cluster.ts) under tsx with this process's environment and `env` over
 * it; a setting given as undefined is left out rather than passed as the text 'undefined'.
 */
export function spawnServer(entry: string, env: Record<string, string | undefined>): ServerChild {
  const settings = Object.entries({ ...process.env, ...env }).filter(
    (setting): setting is [string, string] => setting[1] !== undefined,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: SERVER_ROOT,
    env: Object.fromEntries(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return {
    child,
    output: () => `${stdout.slice(-3000)}\n${stderr.slice(-3000)}`,
    // A line still being written (no newline yet) waits for the next call.
    logs: () =>
      stdout
        .slice(0, stdout.lastIndexOf('\n') + 1)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() }))),
  };
}

/** A login whose body is only half sent: in flight until `finish` sends the rest. */
export function requestInFlight(port: number) {
  const body = JSON.stringify({ email_address: 'nadie@tranquera.test', password: 'incorrecta1' });
  let request!: http.ClientRequest;
  const answer = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/users/login',
        method: 'POST',
        agent: new http.Agent({ keepAlive: true }),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
  });
  return { answer, finish: () => request.end(body.slice(10)) };
}

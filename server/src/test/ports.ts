import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago: for a server a test starts itself, or, left
 * unused, a port nothing listens on (a mail server that is down).
 */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// First: it decides how the embedded database's WebAssembly is compiled.
import './wasm-compilation.ts';
import type { ServerResponse } from 'node:http';
import { buildApp } from './app.ts';

/** How long requests in flight get to finish once asked to stop; then the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const app = await buildApp();
const { PORT, HOST, PUBLIC_URL } = app.config;

// Answers not yet sent when the server stops say `Connection: close`, so clients don't send
// another request on a connection about to close.
const unanswered = new Set<ServerResponse>();
app.server.on('request', (_request, response: ServerResponse) => {
  unanswered.add(response);
  response.once('close', () => unanswered.delete(response));
});

// A repeated signal changes nothing (Ctrl+C under npm reaches the server twice: from the
// terminal and forwarded by npm); the timeout bounds the wait.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void shutDown(signal);
  });
}

/**
 * Stops accepting connections, ends the live message streams (preClose), lets requests in
 * flight finish, closes each connection as soon as it is idle and then the database, once the
 * handlers of requests whose clients left have finished too (app.ts). Past SHUTDOWN_TIMEOUT_MS
 * it gives up and exits with 1.
 */
async function shutDown(signal: NodeJS.Signals) {
  app.log.info({ signal, inFlight: unanswered.size }, 'shutting down');
  const deadline = setTimeout(() => {
    app.log.error(
      { inFlight: unanswered.size },
      `shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`,
    );
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
  // Keep-alive connections whose last answer went out after close() began would otherwise
  // stay open until their keep-alive timeout (72 s).
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
  let code = 0;
  try {
    await app.close();
    app.log.info('stopped');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    code = 1;
  }
  clearTimeout(deadline);
  clearInterval(idleCloser);
  process.exit(code);
}

try {
  await app.listen({ port: PORT, host: HOST });
  app.log.info(`${app.config.SITE_NAME} listening on ${PUBLIC_URL}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

import { buildApp } from './app.ts';

const app = await buildApp();
const { PORT, HOST, PUBLIC_URL } = app.config;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

try {
  await app.listen({ port: PORT, host: HOST });
  app.log.info(`${app.config.SITE_NAME} listening on ${PUBLIC_URL}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

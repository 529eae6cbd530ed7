import type { FastifyInstance } from 'fastify';
import { CatalogueVersion } from './catalogue-version.ts';
import { SearchTotals } from './search-count.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueVersion;
    searchTotals: SearchTotals;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write request moves the catalogue version on before its answer leaves, so a client that
 * saw its edit acknowledged never reads the listing as it was from this process. Over-eager on
 * purpose (a chat message moves it too): a forgotten write path can't serve stale pages. Writes
 * outside requests (scheduled jobs) call `app.catalogue.bump()` themselves.
 */
export function registerCatalogueVersion(app: FastifyInstance) {
  const catalogue = new CatalogueVersion();
  app.decorate('catalogue', catalogue);
  app.decorate('searchTotals', new SearchTotals(catalogue));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) catalogue.bump();
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import { CatalogueVersion } from './catalogue-version.ts';
import { FeaturedListings } from './featured-listings.ts';
import { SearchTotals } from './search-count.ts';
import { SearchVocabulary } from './search-vocabulary.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'untouched': this write route changes nothing a public listing page, search or map shows
     * (a chat message, a sign-in, a favourite), so it leaves the catalogue version alone.
     */
    catalogue?: 'untouched';
  }
  interface FastifyInstance {
    catalogue: CatalogueVersion;
    searchTotals: SearchTotals;
    searchVocabulary: SearchVocabulary;
    featuredListings: FeaturedListings;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route config of a write that changes nothing the public catalogue shows (see below). */
export const CATALOGUE_UNTOUCHED = { catalogue: 'untouched' } as const;

/**
 * Every write request moves the catalogue version on before its answer leaves, so a client that
 * saw its edit acknowledged never reads the listing as it was from this process. Over-eager on
 * purpose: a forgotten write path can't serve stale pages. Only routes that say so in their config
 * (`catalogue: 'untouched'`: chat messages, sign-ins, favourites, saved searches, forms) leave it
 * alone; without that, each of them made the next map request re-read the whole catalogue (4 s
 * at 1,000,000 listings) and emptied every remembered search total and rendered page. Writes
 * outside requests (scheduled jobs) call `app.catalogue.bump()` themselves. A refused request
 * (4xx) wrote nothing — every write is in a transaction that its error rolls back — so it
 * leaves the version alone: nobody can make the remembered figures (market prices) recompute
 * with requests that fail.
 */
export function registerCatalogueVersion(app: FastifyInstance) {
  const catalogue = new CatalogueVersion();
  app.decorate('catalogue', catalogue);
  // Other processes hear of every change (on PostgreSQL, within milliseconds) and forget what
  // they remembered too; after a lost bus connection a process assumes it missed some.
  let fromPeer = false;
  const applyPeerChange = () => {
    fromPeer = true;
    try {
      catalogue.bump();
    } finally {
      fromPeer = false;
    }
  };
  // Writes in a burst send one notification each time the previous one is out, not one each.
  let sending = false;
  let again = false;
  const announce = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    app.bus
      .publish('catalogue', null)
      .catch((error) => app.log.error({ err: error }, 'catalogue news not sent'))
      .finally(() => {
        sending = false;
        if (again) {
          again = false;
          announce();
        }
      });
  };
  catalogue.onChange(() => {
    if (!fromPeer && app.bus.shared) announce();
  });
  app.bus.subscribe('catalogue', (message) => {
    if (message.from !== app.bus.id) applyPeerChange();
  });
  app.bus.onReconnect(applyPeerChange);
  app.decorate('searchTotals', new SearchTotals(catalogue));
  app.decorate('searchVocabulary', new SearchVocabulary(catalogue));
  app.decorate('featuredListings', new FeaturedListings(app.db, catalogue));
  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    const untouched = request.routeOptions.config?.catalogue === 'untouched';
    if (!READS.has(request.method) && !refused && !untouched) catalogue.bump();
    return payload;
  });
}

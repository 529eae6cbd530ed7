import {
  API,
  errorResponseSchema,
  mapQuerySchema,
  mapResponseSchema,
  propertyDetailResponseSchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  propertySearchQuerySchema,
  recommendedPropertiesResponseSchema,
  similarPropertiesResponseSchema,
  userListingsQuerySchema,
  userPropertiesParamsSchema,
  userPropertiesResponseSchema,
} from '@tranquera/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MapIndex, WARM_UP } from './map-index.ts';
import { searchMap, withMapArea } from './map-search.ts';
import { searchProperties } from './search-properties.ts';
import { indexedMatches } from './search-candidates.ts';
import { similarListings } from './similar.ts';
import { optionalUser } from '../auth/authenticate.ts';
import { savedCounts } from '../favorites/service.ts';
import {
  getOwnListings,
  getPropertyForViewer,
  getRecommendedProperties,
  getUserProperties,
} from './service.ts';

const tags = ['campos'];

/** `?category=&state=` means "any": an empty parameter counts as absent, not as invalid. */
function dropEmptyParameters(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Map search (issue 13) and the list of a map area: the live listings in memory, following the
  // catalogue version (and, when other processes may write the same PostgreSQL, read again after a
  // minute at most).
  // PostgreSQL reads the common words ahead in its own process: all of them in a tenth of the
  // listings or more (up to 160). PGlite runs everything in this one: 30 (one read), so the read
  // holds other statements up for about half a second only (docs/decisions/map-search.md).
  const postgres = app.database.kind === 'postgres';
  const mapIndex = new MapIndex(
    app.db,
    app.catalogue,
    postgres ? 60_000 : null,
    Date.now,
    postgres ? { ...WARM_UP, lexemes: 160 } : WARM_UP,
  );
  // A text search's page found in the map's index (search-candidates.ts). The index reads a text's
  // listings in the background, and PGlite runs one statement at a time in this process: read
  // from the listings' table, those reads held every request up (narrow text p95 56 → 231 ms at
  // 100,000); from the narrow search table they cost a third (bench/PLANS.md, fourteenth session).
  const textPagesFromIndex = true;
  // Read once the server listens, so the first map after a start doesn't wait for every listing
  // (seconds at a million); tests that only inject requests never listen. Not awaited on close: a
  // read cut short by the database closing only says so at debug level.
  app.addHook('onListen', async () => {
    void mapIndex.current().catch((error) => app.log.debug({ err: error }, 'reading the map index stopped'));
  });

  app.get(
    '/',
    {
      preValidation: async (request) => dropEmptyParameters(request),
      schema: {
        tags,
        summary: 'Buscar campos (texto, filtros y páginas)',
        querystring: propertySearchQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      // The owner's own listings (/my-properties) carry every status; anybody else sees live ones.
      const viewer = query.userId ? await optionalUser(app, request) : null;
      if (query.userId && viewer && (viewer.id === query.userId || viewer.isAdmin)) {
        const listings = await getOwnListings(app.db, query.userId, query.limit, app.clock());
        const saved = await savedCounts(
          app.db,
          listings.map((listing) => listing._id),
        );
        const payload = listings.map((listing) => ({ ...listing, saved_count: saved.get(listing._id) ?? 0 }));
        return {
          payload,
          info: {
            hasNextPage: false,
            nextPage: null,
            page: 1,
            total: payload.length,
            totalIsExact: true,
            nextCursor: null,
          },
        };
      }
      // 'Buscar en esta zona': the map's index knows which listings are in the area.
      const search = query.bbox ? await withMapArea(mapIndex, app.searchTotals, app.catalogue, query) : query;
      return searchProperties(app.db, search, {
        totals: app.searchTotals,
        featured: app.featuredListings,
        vocabulary: app.searchVocabulary,
        indexedMatches: textPagesFromIndex
          ? (filtered, need) => indexedMatches(mapIndex, filtered, need, { databaseInProcess: !postgres })
          : undefined,
        now: app.clock(),
      });
    },
  );

  app.get(
    '/map',
    {
      preValidation: async (request) => dropEmptyParameters(request),
      schema: {
        tags,
        summary: 'Campos en el mapa: grupos y campos del área visible, con los filtros de la búsqueda',
        querystring: mapQuerySchema,
        response: { 200: mapResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => searchMap(app.db, mapIndex, request.query),
  );

  app.get(
    '/get-property/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de un campo',
        params: propertyIdParamsSchema,
        response: { 200: propertyDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalUser(app, request);
      const property = await getPropertyForViewer(app.db, request.params.id, viewer, app.clock());
      if (!property) return reply.code(404).send({ message: API.propertyNotFound });
      return { message: API.propertyFound, property };
    },
  );

  // Ids too long for the router or containing slashes are malformed: the same 404 as unknown ones.
  app.get('/get-property/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: API.propertyNotFound }),
  );

  app.get(
    '/similar/:id',
    {
      schema: {
        tags,
        summary: 'Campos similares a uno publicado',
        params: propertyIdParamsSchema,
        response: { 200: similarPropertiesResponseSchema },
      },
    },
    async (request) => ({
      message: API.propertiesFound,
      properties: await similarListings(app.db, request.params.id, app.clock()),
    }),
  );

  app.get(
    '/get-recommended',
    {
      schema: {
        tags,
        summary: 'Campos recomendados',
        response: { 200: recommendedPropertiesResponseSchema },
      },
    },
    async () => ({
      message: API.propertiesFound,
      properties: await getRecommendedProperties(app.db, 13, app.clock()),
    }),
  );

  const userListingsSchema = {
    tags,
    summary: 'Campos publicados por un usuario',
    params: userPropertiesParamsSchema,
    querystring: userListingsQuerySchema,
    response: { 200: userPropertiesResponseSchema },
  };
  // The spec's path ends in a slash; the same answer without it spares clients a 404.
  for (const url of ['/get-user-properties/:userId/', '/get-user-properties/:userId']) {
    app.get(url, { schema: { ...userListingsSchema, hide: !url.endsWith('/') } }, async (request) => ({
      message: API.propertiesFound,
      payload: await getUserProperties(app.db, request.params.userId, request.query.limit),
    }));
  }
};

import {
  errorResponseSchema,
  marketPricesQuerySchema,
  marketPricesResponseSchema,
  pricePositionParamsSchema,
  pricePositionResponseSchema,
} from '@tranquera/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../../http-cache.ts';
import { MarketFigures } from './market-cache.ts';
import { marketPrices, pricePosition } from './service.ts';

const tags = ['precios'];

/**
 * Public figures, the same for everyone: shared caches may keep them briefly, like listings
 * (docs/decisions/http-caching.md); a request with a token is answered `private` as always.
 */
function cachePublicly(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.authorization) reply.header('cache-control', PUBLIC_CACHE);
}

/** `?state=&category=` means "any": an empty parameter counts as absent, not as invalid. */
function dropEmptyParameters(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

/** /api/market: asking prices per hectare from live listings (public, the same for everyone). */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = new MarketFigures(app.db, app.catalogue);

  app.get(
    '/prices',
    {
      preValidation: async (request) => dropEmptyParameters(request),
      schema: {
        tags,
        summary: 'Precio pedido por hectárea (USD) por provincia, uso y operación',
        querystring: marketPricesQuerySchema,
        response: { 200: marketPricesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(request, reply);
      return marketPrices(figures, request.query, app.clock());
    },
  );

  app.get(
    '/price-position/:propertyId',
    {
      schema: {
        tags,
        summary: 'Dónde está el precio de un campo frente a la mediana de su provincia y uso',
        params: pricePositionParamsSchema,
        response: { 200: pricePositionResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const position = await pricePosition(app.db, figures, request.params.propertyId);
      cachePublicly(request, reply);
      return { position };
    },
  );
};

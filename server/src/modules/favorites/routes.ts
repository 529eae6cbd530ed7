import {
  errorResponseSchema,
  FAVORITES_TEXT,
  favoriteParamsSchema,
  favoriteSavedResponseSchema,
  favoritesResponseSchema,
  messageResponseSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFavorites, removeFavorite, saveFavorite } from './service.ts';
import { CATALOGUE_UNTOUCHED } from '../properties/catalogue-cache.ts';

const tags = ['favoritos'];
const unauthorized = { 401: errorResponseSchema };

/** /api/favorites: the signed-in account's saved listings (the token names the account). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: { tags, summary: 'Mis favoritos', response: { 200: favoritesResponseSchema, ...unauthorized } },
    },
    async (request) => ({ favorites: await listFavorites(app.db, request.currentUser!.id, app.clock()) }),
  );

  app.put(
    '/:propertyId',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Guardar un campo en favoritos',
        params: favoriteParamsSchema,
        response: {
          200: favoriteSavedResponseSchema,
          ...unauthorized,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const savedAt = await saveFavorite(
        app.db,
        request.currentUser!.id,
        request.params.propertyId,
        app.clock(),
      );
      return { message: FAVORITES_TEXT.saved, saved_at: savedAt.toISOString() };
    },
  );

  app.delete(
    '/:propertyId',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Quitar un campo de favoritos',
        params: favoriteParamsSchema,
        response: { 200: messageResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      await removeFavorite(app.db, request.currentUser!.id, request.params.propertyId);
      return { message: FAVORITES_TEXT.removed };
    },
  );
};

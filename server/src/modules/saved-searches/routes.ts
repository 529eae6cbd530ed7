import {
  errorResponseSchema,
  messageResponseSchema,
  PAGES,
  SAVED_SEARCHES_TEXT,
  savedSearchInputSchema,
  savedSearchParamsSchema,
  savedSearchResponseSchema,
  savedSearchesResponseSchema,
  savedSearchUpdateSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribe,
  unsubscribeInfo,
  updateSavedSearch,
} from './service.ts';
import { CATALOGUE_UNTOUCHED } from '../properties/catalogue-cache.ts';

const tags = ['búsquedas guardadas'];
const unauthorized = { 401: errorResponseSchema };
const notOwn = { 403: errorResponseSchema, 404: errorResponseSchema };

/** The alert's unsubscribe link works without a session: the token in it names one search. */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; its body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Qué búsqueda deja de enviar alertas con este enlace',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeInfoSchema, 303: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // A mail client without one-click opens the List-Unsubscribe address in a browser: the
      // page asks for the click there.
      if (request.headers.accept?.includes('text/html')) {
        const page = `${PAGES.savedSearchUnsubscribe.link()}?token=${encodeURIComponent(request.query.token)}`;
        return reply.redirect(page, 303);
      }
      return unsubscribeInfo(app.db, request.query.token);
    },
  );
  app.post(
    '/unsubscribe',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Dejar de recibir alertas de una búsqueda (un clic, sin sesión)',
        querystring: unsubscribeQuerySchema,
        response: {
          200: messageResponseSchema.extend(unsubscribeInfoSchema.shape),
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: SAVED_SEARCHES_TEXT.unsubscribed,
      ...(await unsubscribe(app.db, request.query.token)),
    }),
  );
};

/** The signed-in account's searches (the token names the account). */
const ownSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Mis búsquedas guardadas',
        response: { 200: savedSearchesResponseSchema, ...unauthorized },
      },
    },
    async (request) => ({ savedSearches: await listSavedSearches(app.db, request.currentUser!.id) }),
  );

  app.post(
    '/',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Guardar una búsqueda y sus alertas',
        body: savedSearchInputSchema,
        response: { 201: savedSearchResponseSchema, ...unauthorized, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const savedSearch = await createSavedSearch(app.db, request.currentUser!.id, request.body, app.clock());
      return reply.code(201).send({ message: SAVED_SEARCHES_TEXT.saved, savedSearch });
    },
  );

  app.patch(
    '/:id',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Renombrar una búsqueda o cambiar sus alertas',
        params: savedSearchParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchResponseSchema, ...unauthorized, ...notOwn },
      },
    },
    async (request) => {
      const savedSearch = await updateSavedSearch(
        app.db,
        request.currentUser!.id,
        request.params.id,
        request.body,
        app.clock(),
      );
      return { message: SAVED_SEARCHES_TEXT.renamed, savedSearch };
    },
  );

  app.delete(
    '/:id',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Eliminar una búsqueda guardada',
        params: savedSearchParamsSchema,
        response: { 200: messageResponseSchema, ...unauthorized, ...notOwn },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.db, request.currentUser!.id, request.params.id);
      return { message: SAVED_SEARCHES_TEXT.removed };
    },
  );
};

/** /api/saved-searches */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unsubscribeRoutes);
  await app.register(ownSearchRoutes);
};

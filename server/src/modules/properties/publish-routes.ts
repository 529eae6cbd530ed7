import {
  API,
  createListingResponseSchema,
  listingPathParamsSchema,
  messageResponseSchema,
  propertyInputSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../auth/authenticate.ts';
import { createListing, deleteListing, updateListing } from './publish-service.ts';

const tags = ['publicar'];
// The spec's clients also send user_id, order and main_image_url: they are ignored (the owner
// is the token's user, the order is the creation date and the first photo is the main one).
const listingBody = propertyInputSchema;

export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    '/add-property',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Publicar un campo',
        body: listingBody,
        response: { 201: createListingResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createListing(app.db, request.currentUser!, request.body, app.clock());
      // Instant alerts of saved searches (and buyer requests) look at it within seconds.
      app.searchAlerts.wake();
      return reply.code(201).send({ message: API.propertyCreated, addedProperty: { _id: id } });
    },
  );

  app.put(
    '/update-property/:propertyId/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un campo propio',
        params: listingPathParamsSchema,
        body: listingBody,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const owner = requireSelf(request, request.params.userId);
      await updateListing(app.db, app.imageStorage, owner, request.params.propertyId, request.body);
      return { message: API.propertyUpdated };
    },
  );

  app.delete(
    '/delete-property/:propertyId/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Eliminar un campo propio',
        params: listingPathParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const owner = requireSelf(request, request.params.userId);
      await deleteListing(app.db, app.imageStorage, owner, request.params.propertyId);
      return { message: API.propertyDeleted };
    },
  );
};

import {
  API,
  messageResponseSchema,
  propertyListResponseSchema,
  propertySchema,
  propertySearchQuerySchema,
  userListingsQuerySchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProperty, getRecommendedProperties, getUserProperties, searchProperties } from './service.ts';

const tags = ['properties'];

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Buscar campos (texto, filtros y páginas)',
        querystring: propertySearchQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request) => searchProperties(app.db, request.query),
  );

  app.get(
    '/get-property/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de un campo',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.object({ message: z.string(), property: propertySchema }),
          404: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const property = await getProperty(app.db, request.params.id);
      if (!property) return reply.code(404).send({ message: API.propertyNotFound });
      return { message: API.propertyFound, property };
    },
  );

  app.get(
    '/get-recommended',
    {
      schema: {
        tags,
        summary: 'Campos recomendados',
        response: { 200: z.object({ message: z.string(), properties: z.array(propertySchema) }) },
      },
    },
    async () => ({ message: API.propertiesFound, properties: await getRecommendedProperties(app.db) }),
  );

  app.get(
    '/get-user-properties/:userId/',
    {
      schema: {
        tags,
        summary: 'Campos publicados por un usuario',
        params: z.object({ userId: z.string().max(100) }),
        querystring: userListingsQuerySchema,
        response: { 200: z.object({ message: z.string(), payload: z.array(propertySchema) }) },
      },
    },
    async (request) => ({
      message: API.propertiesFound,
      payload: await getUserProperties(app.db, request.params.userId, request.query.limit),
    }),
  );
};

import { API, messageResponseSchema, publicUserSchema } from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByUsername, toPublicUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-user/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'Perfil público de un usuario',
        params: z.object({ username: z.string().min(1).max(100) }),
        response: {
          200: z.object({ message: z.string(), userData: publicUserSchema }),
          404: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await findUserByUsername(app.db, request.params.username);
      if (!user) return reply.code(404).send({ message: API.userNotFound });
      return { message: API.userFound, userData: toPublicUser(user) };
    },
  );
};

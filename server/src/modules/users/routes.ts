import {
  API,
  changeEmailSchema,
  emailConfirmationParamsSchema,
  emailConfirmationQuerySchema,
  errorResponseSchema,
  messageResponseSchema,
  ownProfileResponseSchema,
  publicUserResponseSchema,
  updateProfileResponseSchema,
  updateProfileSchema,
  userIdParamsSchema,
  usernameParamsSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { bearerToken, requireSelf } from '../auth/authenticate.ts';
import { signSessionToken } from '../auth/tokens.ts';
import { ownFreeUploads } from '../images/uploads.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { deleteAccount, findUserByUsername, toOwnProfile, toPublicUser, updateProfile } from './service.ts';

const tags = ['usuarios'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/get-user/:username',
    {
      schema: {
        tags,
        summary: 'Perfil público de un usuario',
        params: usernameParamsSchema,
        response: { 200: publicUserResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByUsername(app.db, request.params.username);
      if (!user) return reply.code(404).send({ message: API.userNotFound });
      return { message: API.userFound, userData: toPublicUser(user) };
    },
  );

  app.get(
    '/get-profile/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Datos completos de la propia cuenta',
        params: userIdParamsSchema,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      return { message: API.profileFound, profile: toOwnProfile(user) };
    },
  );

  app.put(
    '/update-profile/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Actualizar el perfil',
        params: userIdParamsSchema,
        body: updateProfileSchema,
        response: { 200: updateProfileResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      const image = request.body.profile_image;
      if (
        image &&
        image !== user.profileImage &&
        !(await ownFreeUploads(app.db, user.id, [image])).has(image)
      ) {
        throw new HttpError(400, API.invalidProfileImage);
      }
      const updated = await updateProfile(app.db, user, request.body);
      // The whole profile replaces the client's stored user (spec §4); a fresh token carries
      // the new name and photo for the next session restored from it.
      const token = await signSessionToken(app.config.JWT_SECRET, updated);
      return { message: API.profileUpdated, updatedProfile: toOwnProfile(updated), token };
    },
  );

  app.put(
    '/change-email/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Pedir el cambio de email (envía un enlace de confirmación a la nueva dirección)',
        params: userIdParamsSchema,
        body: changeEmailSchema,
        response: { 200: messageResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      await requestEmailChange(app, user, request.body.new_email_address, request.ip);
      return { message: API.emailChangeSent };
    },
  );

  app.get(
    '/update-email/:id/:mail',
    {
      schema: {
        tags,
        summary: 'Confirmar el cambio de email con el token del enlace (usr, como Bearer o ?usr=)',
        params: emailConfirmationParamsSchema,
        querystring: emailConfirmationQuerySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await confirmEmailChange(app, {
        userId: request.params.id,
        mail: request.params.mail,
        token: request.query.usr ?? bearerToken(request),
      });
      return { message: API.emailUpdated };
    },
  );

  app.delete(
    '/delete-profile/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Eliminar la cuenta, sus anuncios y sus fotos',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      await deleteAccount(app.db, app.imageStorage, user);
      return { message: API.accountDeleted };
    },
  );
};

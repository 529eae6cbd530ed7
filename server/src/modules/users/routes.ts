import {
  API,
  VALIDATION,
  changeEmailSchema,
  messageResponseSchema,
  ownProfileSchema,
  publicUserSchema,
  updateProfileResponseSchema,
  updateProfileSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { bearerToken, requireSelf } from '../auth/authenticate.ts';
import {
  EMAIL_CHANGE_TTL_MS,
  signEmailChangeToken,
  signSessionToken,
  verifyEmailChangeToken,
} from '../auth/tokens.ts';
import { ownFreeUploads } from '../images/uploads.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailChangeMail } from '../mail/templates.ts';
import {
  confirmEmailChange,
  deleteAccount,
  findUserByUsername,
  isEmailTaken,
  toOwnProfile,
  toPublicUser,
  updateProfile,
} from './service.ts';

const MINUTE = 60_000;
const tags = ['usuarios'];
const userIdParams = z.object({ userId: z.string().max(100) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/get-user/:username',
    {
      schema: {
        tags,
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

  app.get(
    '/get-profile/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Datos completos de la propia cuenta',
        params: userIdParams,
        response: { 200: z.object({ message: z.string(), profile: ownProfileSchema }) },
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
        params: userIdParams,
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
        params: userIdParams,
        body: changeEmailSchema,
        response: { 200: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      const to = request.body.new_email_address.trim().toLowerCase();
      app.rateLimiter.hit(
        [`change-email:ip:${request.ip}`, `change-email:account:${user.id}`],
        5,
        60 * MINUTE,
      );
      if (to === user.emailAddress.toLowerCase()) throw new HttpError(400, VALIDATION.sameEmail);
      if (await isEmailTaken(app.db, to, user.id)) throw new HttpError(409, API.emailTaken);
      const token = await signEmailChangeToken(app.config.JWT_SECRET, user.id, user.emailAddress, to);
      const link = `${app.config.PUBLIC_URL}/change-email/${user.id}?mail=${encodeURIComponent(to)}&usr=${encodeURIComponent(token)}`;
      await enqueueMail(app.db, {
        // The link's token lasts as long (auth/tokens.ts): a late mail would carry a dead link.
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
        ...emailChangeMail(
          { siteName: app.config.SITE_NAME, publicUrl: app.config.PUBLIC_URL },
          to,
          user.firstName,
          link,
        ),
      });
      app.mailOutbox.wake();
      return { message: API.emailChangeSent };
    },
  );

  app.get(
    '/update-email/:id/:mail',
    {
      schema: {
        tags,
        summary: 'Confirmar el cambio de email con el token del enlace (usr, como Bearer o ?usr=)',
        params: z.object({ id: z.string().max(100), mail: z.string().max(254) }),
        querystring: z.object({ usr: z.string().max(4000).optional() }),
        response: { 200: messageResponseSchema, 400: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request) => {
      const token = request.query.usr ?? bearerToken(request);
      const claims = token
        ? await verifyEmailChangeToken(app.config.JWT_SECRET, token).catch(() => null)
        : null;
      const mail = request.params.mail.trim().toLowerCase();
      if (!claims || claims.userId !== request.params.id || claims.to !== mail) {
        throw new HttpError(400, API.emailChangeInvalid);
      }
      const updated = await confirmEmailChange(app.db, claims.userId, claims.from, claims.to);
      if (!updated) throw new HttpError(400, API.emailChangeInvalid);
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
        params: userIdParams,
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

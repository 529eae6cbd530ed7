import {
  API,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  sendPasswordSchema,
  sessionUserSchema,
  updatePasswordSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import {
  checkLogin,
  findUserByEmail,
  issueTemporaryPassword,
  registerUser,
  updatePassword,
} from './service.ts';
import { signSessionToken, toSessionUser } from './tokens.ts';

const MINUTE = 60_000;
const tags = ['cuentas'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = { siteName: app.config.SITE_NAME, publicUrl: app.config.PUBLIC_URL };
  const account = (email: string) => email.trim().toLowerCase();

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registrarse',
        body: registerSchema,
        response: {
          201: messageResponseSchema,
          409: messageResponseSchema.extend({ reason: z.string().optional() }),
        },
      },
    },
    async (request, reply) => {
      app.rateLimiter.hit([`register:ip:${request.ip}`], 10, 60 * MINUTE);
      await registerUser(app.db, site, request.body);
      app.mailOutbox.wake();
      return reply.code(201).send({ message: API.userCreated });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Iniciar sesión con email o nombre de usuario',
        body: loginSchema,
        response: {
          200: z.object({
            message: z.string(),
            token: z.string().optional(),
            user: sessionUserSchema.optional(),
          }),
          401: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const login = account(request.body.email_address);
      app.rateLimiter.hit([`login:ip:${request.ip}`], 30, 15 * MINUTE);
      app.rateLimiter.hit([`login:account:${login}`], 10, 15 * MINUTE);
      const outcome = await checkLogin(app.db, request.body);
      if (outcome.kind === 'failed') return reply.code(401).send({ message: API.loginFailed });
      if (outcome.kind === 'password-change') return { message: API.passwordChangeRequired };
      const token = await signSessionToken(app.config.JWT_SECRET, outcome.user);
      return { message: API.loginOk, token, user: toSessionUser(outcome.user) };
    },
  );

  app.post(
    '/send-password',
    {
      schema: {
        tags,
        summary: 'Enviar una contraseña temporal por email',
        body: sendPasswordSchema,
        response: { 200: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const email = account(request.body.email_address);
      app.rateLimiter.hit([`send-password:ip:${request.ip}`], 10, 60 * MINUTE);
      app.rateLimiter.hit([`send-password:account:${email}`], 3, 60 * MINUTE);
      const user = await findUserByEmail(app.db, email);
      if (user?.status !== 'active') {
        return reply.code(404).send({ message: API.passwordOrEmailInvalid });
      }
      await issueTemporaryPassword(app.db, site, user);
      app.mailOutbox.wake();
      return { message: API.passwordSent };
    },
  );

  app.put(
    '/update-password',
    {
      schema: {
        tags,
        summary: 'Cambiar la contraseña con la temporal o la actual',
        body: updatePasswordSchema,
        response: { 200: messageResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => {
      const email = account(request.body.email_address);
      app.rateLimiter.hit([`update-password:ip:${request.ip}`], 30, 15 * MINUTE);
      app.rateLimiter.hit([`update-password:account:${email}`], 10, 15 * MINUTE);
      if (!(await updatePassword(app.db, request.body))) throw new HttpError(400, API.passwordOrEmailInvalid);
      return { message: API.passwordUpdated };
    },
  );
};

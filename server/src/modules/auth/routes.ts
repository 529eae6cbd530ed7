import {
  API,
  errorResponseSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerFailedResponseSchema,
  registerSchema,
  sendPasswordSchema,
  updatePasswordSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOf } from '../../config.ts';
import { HttpError } from '../../http-error.ts';
import { normalizeEmail } from './email-address.ts';
import {
  checkLogin,
  findUserByEmail,
  issueTemporaryPassword,
  registerUser,
  updatePassword,
} from './service.ts';
import { joinTeamOnSignIn } from '../admin/team.ts';
import { signSessionToken, toSessionUser } from './tokens.ts';
import { CATALOGUE_UNTOUCHED } from '../properties/catalogue-cache.ts';

const tags = ['cuentas'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = siteOf(app.config);

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registrarse',
        body: registerSchema,
        response: { 201: messageResponseSchema, 409: registerFailedResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.limit('register', { ip: request.ip });
      await registerUser(app.db, site, request.body);
      app.mailOutbox.wake();
      return reply.code(201).send({ message: API.userCreated });
    },
  );

  app.post(
    '/login',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Iniciar sesión con email o nombre de usuario',
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.limit('login', {
        ip: request.ip,
        account: normalizeEmail(request.body.email_address),
      });
      const outcome = await checkLogin(app.db, request.body);
      if (outcome.kind === 'failed') return reply.code(401).send({ message: API.loginFailed });
      if (outcome.kind === 'password-change') return { message: API.passwordChangeRequired };
      const user = await joinTeamOnSignIn(app.db, app.config, outcome.user);
      const token = await signSessionToken(app.config.JWT_SECRET, user);
      return { message: API.loginOk, token, user: toSessionUser(user) };
    },
  );

  app.post(
    '/send-password',
    {
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Enviar una contraseña temporal por email',
        body: sendPasswordSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email_address);
      await app.rateLimiter.limit('send-password', { ip: request.ip, account: email });
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
      config: CATALOGUE_UNTOUCHED,
      schema: {
        tags,
        summary: 'Cambiar la contraseña con la temporal o la actual',
        body: updatePasswordSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const account = normalizeEmail(request.body.email_address);
      await app.rateLimiter.limit('update-password', { ip: request.ip, account });
      if (!(await updatePassword(app.db, request.body))) throw new HttpError(400, API.passwordOrEmailInvalid);
      return { message: API.passwordUpdated };
    },
  );
};

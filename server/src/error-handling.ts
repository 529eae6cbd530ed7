import { withoutSecrets } from './log-redaction.ts';
import { API } from '@tranquera/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * One place decides what clients see: 4xx carry a clear Spanish message, 5xx are logged with
 * context and answered generically.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Schemas carry the spec's messages; zod's built-in ones (a repeated query parameter, a
  // wrong type) must not reach a client in English either.
  z.config(z.locales.es());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return reply.code(400).send({
        message: first?.message ?? API.badRequest,
        ...(field ? { field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: API.payloadTooLarge });
    if (status === 429) return reply.code(429).send({ message: API.tooManyRequests });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send({ message: status === 404 ? API.notFound : API.badRequest });
    }
    request.log.error(
      { err: error, url: withoutSecrets(request.url), method: request.method },
      'request failed',
    );
    return reply.code(500).send({ message: API.serverError });
  });
}

/**
 * The router's own failures happen before any route or error handler: a broken escape in
 * the path (`/property/%E0%A4%A`) is a bad request, answered in Spanish like the others.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'unroutable request');
  reply.code(400).send({ message: API.badRequest });
}

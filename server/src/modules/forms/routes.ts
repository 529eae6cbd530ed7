import {
  API,
  buyerRequestSchema,
  contactFormResponseSchema,
  contactFormSchema,
  HONEYPOT_FIELD,
  messageResponseSchema,
} from '@tranquera/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { optionalUser } from '../auth/authenticate.ts';
import { submitBuyerRequest, submitContactMessage, submitReportRequest } from './service.ts';
import { CATALOGUE_UNTOUCHED } from '../properties/catalogue-cache.ts';

const tags = ['formularios'];

/**
 * Public forms: rate-limited per IP, and a filled honeypot is refused before anything is stored.
 * Both happen before the body is validated, so bots get no hint of what a valid body is.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = (kind: 'buyer-request' | 'contact') => ({
    preValidation: async (request: FastifyRequest) => {
      await app.rateLimiter.limit(kind, { ip: request.ip });
      const trap = (request.body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
      if (typeof trap === 'string' && trap.trim() !== '') throw new HttpError(400, API.badRequest);
    },
  });

  app.post(
    '/request-property',
    {
      config: CATALOGUE_UNTOUCHED,
      ...guard('buyer-request'),
      schema: {
        tags,
        summary: 'Solicitud de un comprador (formulario "Solicitar campo")',
        body: buyerRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await submitBuyerRequest(app, request.body, request.ip);
      return { message: API.messageSent };
    },
  );

  app.post(
    '/form-message/contact',
    {
      config: CATALOGUE_UNTOUCHED,
      ...guard('contact'),
      schema: {
        tags,
        summary: 'Contacto con el equipo, o pedido de informe de un campo (con contact_property_id)',
        body: contactFormSchema,
        response: { 200: contactFormResponseSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const user = await optionalUser(app, request);
      if (body.contact_property_id !== undefined) {
        const { technicalReport } = await submitReportRequest(app, body, user, request.ip);
        return { message: API.messageSent, technical_report: technicalReport };
      }
      await submitContactMessage(app, body, user, request.ip);
      return { message: API.messageSent };
    },
  );
};

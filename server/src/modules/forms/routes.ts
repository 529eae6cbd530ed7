import {
  API,
  buyerRequestSchema,
  contactMessageSchema,
  HONEYPOT_FIELD,
  propertyReportRequestSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { optionalUser } from '../auth/authenticate.ts';
import { submitBuyerRequest, submitContactMessage, submitReportRequest } from './service.ts';

const HOUR = 60 * 60 * 1000;
const tags = ['formularios'];

/** Public forms: rate-limited per IP, and a filled honeypot is refused before anything is stored. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = (kind: string, ip: string, body: Record<string, unknown>, perHour: number) => {
    app.rateLimiter.hit([`${kind}:ip:${ip}`], perHour, HOUR);
    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === 'string' && trap.trim() !== '') throw new HttpError(400, API.badRequest);
  };

  app.post(
    '/request-property',
    {
      schema: {
        tags,
        summary: 'Solicitud de un comprador (formulario "Solicitar campo")',
        body: buyerRequestSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      guard('buyer-request', request.ip, request.body, 5);
      await submitBuyerRequest(app, request.body, request.ip);
      return { message: API.messageSent };
    },
  );

  app.post(
    '/form-message/contact',
    {
      schema: {
        tags,
        summary: 'Contacto con el equipo, o pedido de informe de un campo (con contact_property_id)',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ message: z.string(), technical_report: z.string().optional() }) },
      },
    },
    async (request) => {
      guard('contact', request.ip, request.body, 10);
      const user = await optionalUser(app, request);
      if ('contact_property_id' in request.body) {
        const input = parseBody(propertyReportRequestSchema, request.body);
        const { technicalReport } = await submitReportRequest(app, input, user, request.ip);
        return { message: API.messageSent, technical_report: technicalReport };
      }
      await submitContactMessage(app, parseBody(contactMessageSchema, request.body), user, request.ip);
      return { message: API.messageSent };
    },
  );
};

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new HttpError(
    400,
    issue?.message ?? API.badRequest,
    issue?.path.length ? { field: issue.path.join('.') } : {},
  );
}

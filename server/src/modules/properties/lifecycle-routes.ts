import {
  API,
  errorResponseSchema,
  featureRequestSchema,
  HONEYPOT_FIELD,
  LIFECYCLE_TEXT,
  listingReportSchema,
  messageResponseSchema,
  propertyIdParamsSchema,
  renewParamsSchema,
  renewResponseSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { optionalUser } from '../auth/authenticate.ts';
import { renewListing } from './lifecycle.ts';
import { reportListing, requestFeaturedPlan } from './listing-requests.ts';

const tags = ['campos'];

/** The owner's renewal and paid plan, and anybody's report of a listing (issue 12). */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/renew/:propertyId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Renovar un anuncio propio por 6 meses',
        params: renewParamsSchema,
        response: { 200: renewResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const expiresAt = await renewListing(
        app.db,
        request.currentUser!,
        request.params.propertyId,
        app.clock(),
      );
      return { message: LIFECYCLE_TEXT.renewed, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/:id/feature-request',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Pedir el plan destacado para un anuncio propio',
        params: propertyIdParamsSchema,
        body: featureRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await app.rateLimiter.limit('feature-request', { account: request.currentUser!.id });
      await requestFeaturedPlan(app, request.currentUser!, request.params.id, request.body);
      return { message: LIFECYCLE_TEXT.featureRequested };
    },
  );

  app.post(
    '/:id/report',
    {
      preValidation: async (request) => {
        await app.rateLimiter.limit('listing-report', { ip: request.ip });
        const trap = (request.body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
        if (typeof trap === 'string' && trap.trim() !== '') throw new HttpError(400, API.badRequest);
      },
      schema: {
        tags,
        summary: 'Denunciar un anuncio',
        params: propertyIdParamsSchema,
        body: listingReportSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const reporter = await optionalUser(app, request);
      await reportListing(app, request.params.id, request.body, reporter, request.ip);
      return { message: LIFECYCLE_TEXT.reported };
    },
  );
};

import { API, reverseGeocodeQuerySchema, reverseGeocodeResponseSchema } from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { type Gazetteer, loadGazetteer } from './gazetteer.ts';
import { reverseGeocode } from './service.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Loaded on first use: the gazetteer costs a fraction of a second and some memory.
  let gazetteer: Promise<Gazetteer> | null = null;
  const load = () => {
    gazetteer ??= loadGazetteer().catch((error) => {
      gazetteer = null;
      throw error;
    });
    return gazetteer;
  };

  app.get(
    '/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'Pueblo más cercano y provincia de un punto (sin servicios externos)',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema },
      },
    },
    async (request) => {
      const location = reverseGeocode(await load(), request.query.lat, request.query.lng);
      if (!location) throw new HttpError(422, API.locationOutside);
      return { message: API.locationFound, location };
    },
  );
};

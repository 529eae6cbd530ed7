import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { type Gazetteer, loadGazetteer } from './gazetteer.ts';
import { reverseGeocode } from './service.ts';

const OUTSIDE = 'La ubicación elegida está fuera de Argentina, Paraguay, Uruguay y Bolivia.';
const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Las coordenadas no son válidas.' })
    .min(min, { error: 'Las coordenadas no son válidas.' })
    .max(max, { error: 'Las coordenadas no son válidas.' });

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
        querystring: z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }),
        response: {
          200: z.object({
            message: z.string(),
            location: z.object({
              name: z.string(),
              town: z.string(),
              region: z.string(),
              country: z.string(),
              province: z.string().nullable(),
              distance_km: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const location = reverseGeocode(await load(), request.query.lat, request.query.lng);
      if (!location) throw new HttpError(422, OUTSIDE);
      return { message: 'Ubicación encontrada', location };
    },
  );
};

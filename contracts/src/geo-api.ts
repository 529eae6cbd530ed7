import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';

// GET /api/geo/reverse: where a point of the listing map is, from the server's own gazetteer.

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: VALIDATION.invalidCoordinates })
    .min(min, { error: VALIDATION.invalidCoordinates })
    .max(max, { error: VALIDATION.invalidCoordinates });

export const reverseGeocodeQuerySchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

export const reverseGeocodeLocationSchema = z.object({
  /** 'Cerca de Pergamino, Buenos Aires' */
  name: z.string(),
  town: z.string(),
  region: z.string(),
  country: z.string(),
  /** One of the spec's provinces or countries, when the point falls in one. */
  province: z.string().nullable(),
  distance_km: z.number(),
});
export type ReverseGeocodeLocation = z.infer<typeof reverseGeocodeLocationSchema>;

export const reverseGeocodeResponseSchema = z.object({
  message: z.string(),
  location: reverseGeocodeLocationSchema,
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;

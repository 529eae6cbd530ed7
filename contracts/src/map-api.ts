import { z } from 'zod';
import { MAP_MAX_VIEWPORT_PX, MAP_MAX_ZOOM, MAP_SEARCH_TEXT, bboxPixels } from './map-search.ts';
import { VALIDATION } from './validation-messages.ts';
import { bboxParam, propertySchema, propertySearchQuerySchema } from './schemas.ts';

export * from './map-search.ts';

// GET /api/properties/map (issue 13): the live listings that match the listing search's own
// filters, inside the map's visible area, grouped for the zoom the map shows.

const zoomParam = z
  .string({ error: MAP_SEARCH_TEXT.invalidZoom })
  .regex(/^\d{1,2}$/, { error: MAP_SEARCH_TEXT.invalidZoom })
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAP_MAX_ZOOM, { error: MAP_SEARCH_TEXT.invalidZoom }));

// The search's filters, exactly as the listing search reads them (a page, a sort or an owner
// mean nothing on a map and are ignored).
const { category, operation, minPrice, maxPrice, hectares, state, search } = propertySearchQuerySchema.shape;

export const mapQuerySchema = z
  .object({
    /** The visible area, `minLng,minLat,maxLng,maxLat`. */
    bbox: bboxParam,
    /** The map's zoom (0–18): how close together markers are grouped. */
    zoom: zoomParam,
    category,
    operation,
    minPrice,
    maxPrice,
    hectares,
    state,
    search,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: VALIDATION.invalidPriceRange,
    path: ['minPrice'],
  })
  .refine(
    (q) => {
      // Checked only once both parsed: a malformed one has its own message.
      if (typeof q.bbox !== 'object' || !Number.isInteger(q.zoom)) return true;
      const { width, height } = bboxPixels(q.bbox, q.zoom);
      return width <= MAP_MAX_VIEWPORT_PX && height <= MAP_MAX_VIEWPORT_PX;
    },
    { error: MAP_SEARCH_TEXT.areaTooLarge, path: ['bbox'] },
  );
export type MapQuery = z.infer<typeof mapQuerySchema>;
export type MapSearchParams = z.input<typeof mapQuerySchema>;

/** Several listings drawn as one marker with their count; the map zooms in on it. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One listing's marker and what its card shows. */
export const mapPointSchema = propertySchema
  .pick({
    _id: true,
    listing_title: true,
    price: true,
    currency: true,
    /** Not in the list: the card shows '/ Hectárea' like every price (spec §2). */
    pricing_unit: true,
    main_image_url: true,
  })
  .extend({ lat: z.number(), lng: z.number() });
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapResponseSchema = z.object({
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

import { z } from 'zod';
import { propertySchema, propertySummarySchema } from './schemas.ts';

// Paths and answers of the listing endpoints (spec §7) other than the search, whose query and
// answer live with the listing shapes in schemas.ts.

/** GET /api/properties/get-property/{id} */
export const propertyIdParamsSchema = z.object({ id: z.string() });
export const propertyDetailResponseSchema = z.object({ message: z.string(), property: propertySchema });
export type PropertyDetailResponse = z.infer<typeof propertyDetailResponseSchema>;

/** GET /api/properties/get-recommended */
export const recommendedPropertiesResponseSchema = z.object({
  message: z.string(),
  properties: z.array(propertySchema),
});
export type RecommendedPropertiesResponse = z.infer<typeof recommendedPropertiesResponseSchema>;

/** GET /api/properties/similar/{id}: 'Campos similares' of a live listing (empty otherwise). */
export const similarPropertiesResponseSchema = z.object({
  message: z.string(),
  properties: z.array(propertySummarySchema),
});
export type SimilarPropertiesResponse = z.infer<typeof similarPropertiesResponseSchema>;

/** GET /api/properties/get-user-properties/{userId}/ */
export const userPropertiesParamsSchema = z.object({ userId: z.string() });
export const userPropertiesResponseSchema = z.object({
  message: z.string(),
  payload: z.array(propertySchema),
});
export type UserPropertiesResponse = z.infer<typeof userPropertiesResponseSchema>;

/**
 * POST /api/properties/upload-image/{userId}: multipart, one or more `images` files (JPG, PNG
 * or GIF); the answer names each stored photo by its large URL.
 */
export const uploadImagesParamsSchema = z.object({ userId: z.string().max(100) });
export const uploadImagesBodySchema = z.object({
  images: z.array(z.string().meta({ format: 'binary' })),
});
export const uploadImagesResponseSchema = z.object({ message: z.string(), urls: z.array(z.string()) });
export type UploadImagesResponse = z.infer<typeof uploadImagesResponseSchema>;

/** POST /api/properties/add-property (body: propertyInputSchema) */
export const createListingResponseSchema = z.object({
  message: z.string(),
  addedProperty: z.object({ _id: z.string() }),
});
export type CreateListingResponse = z.infer<typeof createListingResponseSchema>;

/** PUT update-property and DELETE delete-property: the owner is part of the path (spec §6). */
export const listingPathParamsSchema = z.object({
  propertyId: z.string().max(100),
  userId: z.string().max(100),
});

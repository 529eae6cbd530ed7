import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';
import { PLAN_PAYMENT_METHODS, REPORT_REASONS } from './moderation.ts';

// Requests and answers of the owner's and visitors' listing-lifecycle endpoints (issue 12).

/** POST /api/properties/{id}/feature-request */
export const featureRequestSchema = z.object({
  payment: z.enum(PLAN_PAYMENT_METHODS, { error: VALIDATION.chooseOne }),
  note: z.string().trim().max(1000).optional(),
});
export type FeatureRequest = z.infer<typeof featureRequestSchema>;

/** POST /api/properties/{id}/report */
export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: VALIDATION.chooseOne }),
  text: z.string().trim().max(2000).optional(),
  website: z.string().max(500).optional(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

/** POST /api/properties/renew/{propertyId} */
export const renewParamsSchema = z.object({ propertyId: z.string().max(100) });
export const renewResponseSchema = z.object({ message: z.string(), expires_at: z.string() });
export type RenewResponse = z.infer<typeof renewResponseSchema>;

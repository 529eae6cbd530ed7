import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';

// Payloads of POST /api/form-message/contact (spec §3, §5, §7), shared by forms and the route.

const filled = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).max(max);

/** The 'Solicitar informe' modal of the property detail: all three fields required (spec §5). */
export const reportRequestSchema = z.object({
  contact_email: filled(254).pipe(z.email({ error: VALIDATION.invalidEmail })),
  contact_name: filled(120),
  contact_phone: filled(40),
});
export type ReportRequestInput = z.infer<typeof reportRequestSchema>;

/** What the detail page sends: the form plus the listing it is about. */
export const propertyReportRequestSchema = reportRequestSchema.extend({
  contact_property: z.string().trim().max(200),
  contact_property_id: z.string().max(100),
});
export type PropertyReportRequest = z.infer<typeof propertyReportRequestSchema>;

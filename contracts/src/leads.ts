import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';
import { BUDGET_RANGES, CATEGORIES, CONTACT_METHODS } from './options.ts';
import { propertyReportRequestSchema } from './contact-forms.ts';

const filled = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).max(max);

/**
 * Invisible to people, tempting to bots: a request that fills it is refused. Forms render it
 * off-screen with this name.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

/** The buyer request of /request-property (spec §2, §3, §5). */
export const buyerRequestSchema = z.object({
  name: filled(120),
  property: z.enum(CATEGORIES, { error: VALIDATION.chooseOne }),
  price: z.enum(BUDGET_RANGES, { error: VALIDATION.chooseOne }),
  location: filled(200),
  phone: filled(30).regex(/^[0-9+\s()-]+$/, { error: VALIDATION.numeric }),
  method: z.enum(CONTACT_METHODS, { error: VALIDATION.chooseOne }),
  ...honeypot,
});
export type BuyerRequest = z.infer<typeof buyerRequestSchema>;

/** The /contact form: the e-mail is asked only when the user has none on record (spec §2). */
export const contactMessageSchema = z.object({
  contact_description: filled(5000),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: VALIDATION.invalidEmail }))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...honeypot,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Whether a contact-form body is a report request: those name their listing. */
const isReportRequest = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'contact_property_id' in body;

/**
 * POST /api/form-message/contact takes either form, told apart by `contact_property_id` (spec
 * §7). A body that fits neither is answered with the first problem of the form it was meant as.
 */
export const contactFormSchema = z.union(
  [
    propertyReportRequestSchema.extend(honeypot),
    contactMessageSchema.extend({ contact_property_id: z.never().optional() }),
  ],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      return issue.errors[isReportRequest(issue.input) ? 0 : 1]?.[0]?.message;
    },
  },
);

/** A report request's answer carries the listing's report link (revealed only after the form). */
export const contactFormResponseSchema = z.object({
  message: z.string(),
  technical_report: z.string().optional(),
});
export type ContactFormResponse = z.infer<typeof contactFormResponseSchema>;

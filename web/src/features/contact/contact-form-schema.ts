import { contactMessageSchema, VALIDATION } from '@tranquera/contracts';
import { z } from 'zod';

/** Spec §5: the e-mail, when asked (no e-mail on record), is required and must look like one. */
export const contactWithEmailSchema = contactMessageSchema.extend({
  contact_email: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(254)
    .pipe(z.email({ error: VALIDATION.invalidEmail })),
});

export type ContactFormValues = z.input<typeof contactMessageSchema>;

export const CONTACT_MESSAGE_MAX = contactMessageSchema.shape.contact_description.maxLength ?? 5000;

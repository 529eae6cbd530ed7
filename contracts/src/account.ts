import { z } from 'zod';
import { PASSWORD_MIN } from './limits.ts';
import { VALIDATION } from './validation-messages.ts';
import { PROFILE_TYPES } from './options.ts';

// Payloads of the account endpoints (spec §3, §5, §7), shared by forms and routes.

const filled = (message: string = VALIDATION.required) =>
  z.string({ error: message }).trim().min(1, { error: message });
const email = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(254)
  .pipe(z.email({ error: VALIDATION.invalidEmail }));
const newPassword = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .min(PASSWORD_MIN, { error: VALIDATION.passwordMin })
  .max(200);
const profileType = z.union([z.enum(PROFILE_TYPES), z.literal('')]).nullable();

export const loginSchema = z.object({
  /** E-mail address or username. */
  email_address: filled(VALIDATION.requiredNoDot).max(254),
  password: z
    .string({ error: VALIDATION.requiredNoDot })
    .min(1, { error: VALIDATION.requiredNoDot })
    .max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const usernameSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN, {
  error: 'El nombre de usuario solo puede tener letras, números, puntos y guiones (3 a 40).',
});

export const registerSchema = z
  .object({
    email_address: email,
    first_name: filled().max(60),
    last_name: filled().max(60),
    password: newPassword,
    passwordConfirmed: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
    profile: profileType.optional(),
    accept_emails_from_admin: z.boolean().default(true),
    username: usernameSchema,
  })
  .refine((data) => data.password === data.passwordConfirmed, {
    error: VALIDATION.passwordsDontMatch,
    path: ['passwordConfirmed'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const sendPasswordSchema = z.object({ email_address: email });

export const updatePasswordSchema = z.object({
  email_address: email,
  /** The temporary password from the recovery e-mail, or the current password. */
  password: filled().max(200),
  newPassword,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const changeEmailSchema = z.object({
  new_email_address: email,
  first_name: z.string().max(60).optional(),
  id: z.string().max(100).optional(),
  token: z.string().max(4000).optional(),
});

export const updateProfileSchema = z.object({
  first_name: filled().max(60),
  last_name: filled().max(60),
  username: usernameSchema,
  address: z.string().trim().max(200).nullish(),
  phone_number: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+\s()-]*$/, { error: VALIDATION.numeric })
    .nullish(),
  description: z.string().trim().max(2000).nullish(),
  profile: profileType.optional(),
  profile_image: z.string().max(500).nullish(),
  accept_emails_from_admin: z.boolean().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The user carried by a session token (spec §3: the client reads it from the token). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  profile_image: z.string().nullable(),
  profile: z.string().nullable(),
  is_admin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Everything the owner sees of their own account (never sent to anyone else). */
export const ownProfileSchema = sessionUserSchema.extend({
  email_address_confirmed: z.boolean().nullable(),
  joined_at: z.string(),
  status: z.string(),
  accept_emails_from_admin: z.boolean(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  description: z.string().nullable(),
  has_password: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * The answer to a profile update (spec §7): `updatedProfile` is the whole own profile, which
 * replaces the stored session user (spec §4), and a fresh token carries the new name and photo.
 */
export const updateProfileResponseSchema = z.object({
  message: z.string(),
  updatedProfile: ownProfileSchema,
  token: z.string(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/**
 * Spec §3: first name lowercased without spaces, initials of the last-name words, two random
 * numbers 0-99. Accents are dropped so the result is a valid username.
 */
export function suggestUsername(
  firstName: string,
  lastName: string,
  random: () => number = Math.random,
): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, '');
  const first = plain(firstName).replace(/\s+/g, '') || 'usuario';
  const initials = plain(lastName)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
  const number = () => Math.floor(random() * 100);
  return `${first}${initials}${number()}${number()}`.slice(0, 40).padEnd(3, '0');
}

import { z } from 'zod';
import { ownProfileSchema, sessionUserSchema } from './account.ts';
import { errorResponseSchema, publicUserSchema } from './schemas.ts';

// Paths and answers of the /api/users endpoints (spec §7); their bodies are in account.ts.

/** POST /api/users/login: 'Ingreso exitoso' carries {token, user}; 'Cambio de contraseña necesario' neither. */
export const loginResponseSchema = z.object({
  message: z.string(),
  token: z.string().optional(),
  user: sessionUserSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/users/register refused: `reason` says why when the user can fix it (the e-mail is taken). */
export const registerFailedResponseSchema = errorResponseSchema.extend({ reason: z.string().optional() });

/** The account a protected path acts on: always the signed-in user's own (spec §6). */
export const userIdParamsSchema = z.object({ userId: z.string().max(100) });

/** GET /api/users/get-user/{username} */
export const usernameParamsSchema = z.object({ username: z.string().min(1).max(100) });
export const publicUserResponseSchema = z.object({ message: z.string(), userData: publicUserSchema });
export type PublicUserResponse = z.infer<typeof publicUserResponseSchema>;

/** GET /api/users/get-profile/{userId} */
export const ownProfileResponseSchema = z.object({ message: z.string(), profile: ownProfileSchema });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/** GET /api/users/update-email/{id}/{mail}?usr=… — the link of the confirmation e-mail. */
export const emailConfirmationParamsSchema = z.object({ id: z.string().max(100), mail: z.string().max(254) });
export const emailConfirmationQuerySchema = z.object({ usr: z.string().max(4000).optional() });

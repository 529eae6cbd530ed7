import { toast } from '../../lib/toast.ts';

// Spec §9: the sign-in success and error toasts stay 4000 ms.
const SIGN_IN_TOAST_MS = 4000;

/** Spec §8, after signing in with a password or with Google. */
export const SIGNED_IN = 'Has ingresado con éxito.';

export const signInSuccessToast = (message: string) => toast.success(message, { duration: SIGN_IN_TOAST_MS });
export const signInErrorToast = (message: string) => toast.error(message, { duration: SIGN_IN_TOAST_MS });

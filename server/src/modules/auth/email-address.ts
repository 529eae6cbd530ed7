/** The one form an e-mail address is stored, compared and rate-limited in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

import type { OwnProfile, SessionUser } from '@tranquera/contracts';

// The contract's `sessionUserSchema` and `ownProfileSchema` (zod) describe these shapes; the
// server validates with them. The browser only has to recognise its own session data at start,
// and zod would be ~24 KB of every public page's first JavaScript (issue 11), so it checks the
// same fields by hand; session-shape.test.ts holds these lists to the schemas.

type Kind = 'string' | 'nullable string' | 'boolean' | 'nullable boolean';

export const SESSION_USER_FIELDS = {
  _id: 'string',
  username: 'string',
  first_name: 'string',
  last_name: 'string',
  email_address: 'string',
  profile_image: 'nullable string',
  profile: 'nullable string',
  is_admin: 'boolean',
} as const satisfies Record<keyof SessionUser, Kind>;

export const OWN_PROFILE_FIELDS = {
  ...SESSION_USER_FIELDS,
  email_address_confirmed: 'nullable boolean',
  joined_at: 'string',
  status: 'string',
  accept_emails_from_admin: 'boolean',
  address: 'nullable string',
  phone_number: 'nullable string',
  description: 'nullable string',
  has_password: 'boolean',
} as const satisfies Record<keyof OwnProfile, Kind>;

function fits(value: unknown, kind: Kind): boolean {
  if (value === null) return kind.startsWith('nullable');
  return typeof value === kind.replace('nullable ', '');
}

/** `value` as the shape `fields` describe (other keys dropped, as zod does), or null. */
function pick<T>(value: unknown, fields: Record<string, Kind>): T | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(fields).map(([key, kind]) => [key, record[key], kind] as const);
  if (!entries.every(([, field, kind]) => fits(field, kind))) return null;
  return Object.fromEntries(entries.map(([key, field]) => [key, field])) as T;
}

export const asSessionUser = (value: unknown) => pick<SessionUser>(value, SESSION_USER_FIELDS);
export const asOwnProfile = (value: unknown) => pick<OwnProfile>(value, OWN_PROFILE_FIELDS);

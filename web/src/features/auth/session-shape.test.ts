import { ownProfileSchema, sessionUserSchema } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { asOwnProfile, asSessionUser, OWN_PROFILE_FIELDS, SESSION_USER_FIELDS } from './session-shape.ts';

const user = {
  _id: 'u1',
  username: 'ana12',
  first_name: 'Ana',
  last_name: 'Paz',
  email_address: 'ana@x.ar',
  profile_image: null,
  profile: 'Inmobiliaria',
  is_admin: false,
};
const profile = {
  ...user,
  email_address_confirmed: null,
  joined_at: '2026-01-01T00:00:00.000Z',
  status: 'active',
  accept_emails_from_admin: true,
  address: null,
  phone_number: '+54 9 11',
  description: null,
  has_password: true,
};

describe('the session shapes the browser checks by hand', () => {
  it('name exactly the fields of the contract schemas', () => {
    expect(Object.keys(SESSION_USER_FIELDS).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
    expect(Object.keys(OWN_PROFILE_FIELDS).sort()).toEqual(Object.keys(ownProfileSchema.shape).sort());
  });

  it('accept and refuse what the schemas accept and refuse, dropping other keys as they do', () => {
    const samples: unknown[] = [
      user,
      profile,
      { ...user, extra: 1 },
      { ...user, is_admin: 'no' },
      { ...user, profile_image: undefined },
      { ...profile, has_password: null },
      { ...profile, email_address_confirmed: true },
      null,
      'user',
      [],
    ];
    for (const sample of samples) {
      const asUser = sessionUserSchema.safeParse(sample);
      expect(asSessionUser(sample)).toEqual(asUser.success ? asUser.data : null);
      const asProfile = ownProfileSchema.safeParse(sample);
      expect(asOwnProfile(sample)).toEqual(asProfile.success ? asProfile.data : null);
    }
  });
});

import { API, type OwnProfile, type PublicUser, type updateProfileSchema } from '@tranquera/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { properties, users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { toSessionUser } from '../auth/tokens.ts';
import { removeImage } from '../images/service.ts';
import type { ImageStorage } from '../images/storage.ts';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    profile: row.profile,
    profile_image: row.profileImage,
    description: row.description,
    joined_at: row.joinedAt.toISOString(),
  };
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row && row.status === 'active' ? row : null;
}

export function toOwnProfile(row: UserRow): OwnProfile {
  return {
    ...toSessionUser(row),
    email_address_confirmed: row.emailAddressConfirmed,
    joined_at: row.joinedAt.toISOString(),
    status: row.status,
    accept_emails_from_admin: row.acceptEmailsFromAdmin,
    address: row.address,
    phone_number: row.phoneNumber,
    description: row.description,
    has_password: row.passwordHash !== null,
  };
}

export async function updateProfile(
  db: Database,
  user: UserRow,
  input: z.output<typeof updateProfileSchema>,
) {
  try {
    const [row] = await db
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        username: input.username,
        address: input.address ?? null,
        phoneNumber: input.phone_number ?? null,
        description: input.description ?? null,
        profile: input.profile || null,
        profileImage: input.profile_image === undefined ? user.profileImage : input.profile_image || null,
        acceptEmailsFromAdmin: input.accept_emails_from_admin ?? user.acceptEmailsFromAdmin,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new HttpError(404, API.userNotFound);
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_key') throw new HttpError(409, API.usernameTaken);
    throw error;
  }
}

/**
 * Deletes the account: its listings go with it (foreign key cascade) in one transaction, then
 * the photos it owned are removed from storage.
 */
export async function deleteAccount(db: Database, storage: ImageStorage, user: UserRow) {
  const photos = await db.transaction(async (tx) => {
    const listings = await tx
      .select({ images: properties.images })
      .from(properties)
      .where(eq(properties.userId, user.id));
    await tx.delete(properties).where(eq(properties.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return [
      ...listings.flatMap((listing) => listing.images),
      ...(user.profileImage ? [user.profileImage] : []),
    ];
  });
  await Promise.all(photos.map((url) => removeImage(storage, url)));
}

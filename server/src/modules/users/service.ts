import type { PublicUser } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';

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

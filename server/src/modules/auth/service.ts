import {
  API,
  type LoginInput,
  type RegisterInput,
  suggestUsername,
  type UpdatePasswordInput,
} from '@tranquera/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Site } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { temporaryPasswordMail, welcomeMail } from '../mail/templates.ts';
import { normalizeEmail } from './email-address.ts';
import { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords.ts';

const TEMP_PASSWORD_TTL_MS = 60 * 60 * 1000;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.emailAddress}) = lower(${email})`);
  return row ?? null;
}

async function findUserByLogin(db: Database, login: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.emailAddress}) = lower(${login})`,
        sql`lower(${users.username}) = lower(${login})`,
      ),
    );
  return row ?? null;
}

/** Keeps the client's username when free; otherwise the same stem with new random digits. */
function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const stem = base.replace(/\d+$/, '') || 'usuario';
  const digits = attempt < 15 ? 2 : 4;
  const suffix = Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');
  return `${stem.slice(0, 40 - digits)}${suffix}`;
}

/** Creates the account and queues its welcome e-mail in one transaction. */
export async function registerUser(db: Database, site: Site, input: RegisterInput & { username: string }) {
  // Hashed before the transaction: on PGlite an open transaction holds the whole database.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      emailAddress: input.email_address,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      username: input.username,
      passwordHash,
      profile: input.profile || null,
      acceptEmailsFromAdmin: input.accept_emails_from_admin ?? true,
      emailAddressConfirmed: false,
    });
    await enqueueMail(tx, welcomeMail(site, user.emailAddress, user.firstName));
    return user;
  });
}

/** Inserts a user; the e-mail must be free, the username is made free by retrying its digits. */
async function createUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      // Its own (sub)transaction: a taken username must not abort the caller's transaction.
      const [row] = await db.transaction((tx) =>
        tx
          .insert(users)
          .values({
            ...values,
            emailAddress: normalizeEmail(values.emailAddress),
            username: usernameCandidate(values.username, attempt),
          })
          .returning(),
      );
      if (row) return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') {
        throw new HttpError(409, API.registerFailed, { reason: API.registerEmailTaken });
      }
      if (constraint !== 'users_username_key') throw error;
    }
  }
  throw new HttpError(409, API.registerFailed);
}

export type LoginOutcome =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'password-change'; user: UserRow }
  | { kind: 'failed' };

/** E-mail or username; a valid, unexpired temporary password asks for a new password instead. */
export async function checkLogin(db: Database, input: LoginInput): Promise<LoginOutcome> {
  const user = await findUserByLogin(db, input.email_address.trim());
  const passwordOk = await verifyPassword(input.password, user?.passwordHash);
  if (user && user.status === 'active' && passwordOk) return { kind: 'ok', user };
  if (user && user.status === 'active' && (await temporaryPasswordMatches(user, input.password))) {
    return { kind: 'password-change', user };
  }
  return { kind: 'failed' };
}

async function temporaryPasswordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.tempPasswordHash || !user.tempPasswordExpiresAt) return false;
  if (user.tempPasswordExpiresAt.getTime() < Date.now()) return false;
  return verifyPassword(password, user.tempPasswordHash);
}

/** Stores a new single-use temporary password; the current password keeps working meanwhile. */
export async function issueTemporaryPassword(db: Database, site: Site, user: UserRow): Promise<void> {
  const temporary = generateTemporaryPassword();
  const tempPasswordHash = await hashPassword(temporary);
  const expiresAt = new Date(Date.now() + TEMP_PASSWORD_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tempPasswordHash, tempPasswordExpiresAt: expiresAt })
      .where(eq(users.id, user.id));
    // A password that no longer works is not worth mailing late.
    await enqueueMail(tx, {
      ...temporaryPasswordMail(site, user.emailAddress, user.firstName, temporary),
      expiresAt,
    });
  });
}

/**
 * Sets a new password given the current or the temporary one. Bumping the token version signs
 * the user out everywhere; the temporary password is spent.
 */
export async function updatePassword(db: Database, input: UpdatePasswordInput): Promise<boolean> {
  const user = await findUserByEmail(db, input.email_address);
  const currentOk = await verifyPassword(input.password, user?.passwordHash);
  if (user?.status !== 'active') return false;
  const viaMail = !currentOk && (await temporaryPasswordMatches(user, input.password));
  if (!currentOk && !viaMail) return false;
  await db
    .update(users)
    .set({
      // The temporary password came by e-mail: whoever used it owns the mailbox.
      ...(viaMail ? { emailAddressConfirmed: true } : {}),
      passwordHash: await hashPassword(input.newPassword),
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return true;
}

/** What Google vouches for about a signed-in person (auth/google.ts reads it from the ID token). */
export interface GoogleProfile {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** Finds the account by Google subject, links it by verified e-mail, or creates it. */
export async function signInGoogleUser(db: Database, profile: GoogleProfile): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, profile.subject));
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, profile.email);
  if (byEmail) {
    // An address nobody had confirmed may have been registered by someone who doesn't own it:
    // the mailbox's owner, proven by Google, takes the account over and the registrant's
    // password and sessions stop working.
    const unproven = byEmail.emailAddressConfirmed !== true;
    const [updated] = await db
      .update(users)
      .set({
        ...(unproven
          ? {
              passwordHash: null,
              tempPasswordHash: null,
              tempPasswordExpiresAt: null,
              tokenVersion: sql`${users.tokenVersion} + 1`,
            }
          : {}),
        googleSubject: profile.subject,
        emailAddressConfirmed: true,
        profileImage: byEmail.profileImage ?? profile.picture,
        updatedAt: new Date(),
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    return updated ?? byEmail;
  }
  return createUser(db, {
    emailAddress: profile.email,
    firstName: profile.firstName || 'Usuario',
    lastName: profile.lastName,
    username: suggestUsername(profile.firstName, profile.lastName),
    googleSubject: profile.subject,
    emailAddressConfirmed: true,
    profileImage: profile.picture,
    passwordHash: null,
  });
}

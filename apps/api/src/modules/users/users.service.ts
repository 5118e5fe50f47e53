import { AUTH_MESSAGES, type Profile, type User } from '@campus-threads/contract';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

export type { UserRow };

export type NewUser = {
  fullName: string;
  email: string;
  phone: string;
  passwordHash: string;
  isAdmin?: boolean;
  /** The demo accounts are made verified (docs/decisions/0053). */
  emailVerifiedAt?: Date;
};

export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    isAdmin: row.isAdmin,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's own view (GET/PUT /api/users/profile): the public user and their settings. */
export function toProfile(row: UserRow): Profile {
  return {
    ...toPublicUser(row),
    emailUpdates: row.emailUpdates,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** Owns the users table. Other modules reach users only through this service. */
export function createUsersService(db: Db) {
  async function findById(id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async function create(input: NewUser): Promise<UserRow> {
    if (await findByEmail(input.email)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    try {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase(), isAdmin: input.isAdmin ?? false })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      // Two sign-ups racing for one email: the unique index on lower(email) decides.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Marks the address verified (once: a later link changes nothing); undefined if no such account. */
  async function markEmailVerified(id: string, at: Date): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    await db
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt), isNull(users.deletedAt)));
    return findById(id);
  }

  /** The e-mail updates switch alone (an unsubscribe link); false if no such account. */
  async function setEmailUpdates(id: string, on: boolean): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db
      .update(users)
      .set({ emailUpdates: on })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Name and phone; the e-mail updates switch only when given. */
  async function updateProfile(
    id: string,
    input: { fullName: string; phone: string; emailUpdates?: boolean },
  ): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        ...(input.emailUpdates === undefined ? {} : { emailUpdates: input.emailUpdates }),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  /** Sets the password and bumps the token version (every session ends); in `executor` if given. */
  async function updatePassword(
    id: string,
    passwordHash: string,
    executor: Pick<Db, 'update'> = db,
  ): Promise<UserRow> {
    const [row] = await executor
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  async function countAll(): Promise<number> {
    const [row] = await db.select({ value: count() }).from(users);
    return Number(row?.value ?? 0);
  }

  /**
   * Accounts that exist (not deleted), and those created in the dashboard's two windows
   * (real new users). One statement; the window filters use users_created.
   */
  async function signupStats(windows: { last30Start: Date; previous30Start: Date; end: Date }) {
    const n = (where: ReturnType<typeof sql>) =>
      sql<number>`count(*) filter (where ${where})`.mapWith(Number);
    const [row] = await db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        last30: n(
          and(gte(users.createdAt, windows.last30Start), lt(users.createdAt, windows.end))!,
        ),
        previous30: n(
          and(
            gte(users.createdAt, windows.previous30Start),
            lt(users.createdAt, windows.last30Start),
          )!,
        ),
      })
      .from(users)
      .where(isNull(users.deletedAt));
    return { total: row?.total ?? 0, last30: row?.last30 ?? 0, previous30: row?.previous30 ?? 0 };
  }

  return {
    findById,
    findByEmail,
    create,
    updateProfile,
    updatePassword,
    markEmailVerified,
    setEmailUpdates,
    countAll,
    signupStats,
  };
}

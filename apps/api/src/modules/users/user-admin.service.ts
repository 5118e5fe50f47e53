import {
  ADMIN_USERS_MESSAGES,
  DELETED_USER_NAME,
  HTTP_ERROR_MESSAGES,
  type AdminUsersResponse,
  type DeleteUserResponse,
  type UserRoleResponse,
} from '@campus-threads/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { UserRemovalOutcome, UserRemovalStep } from './user-removal-steps';
import { toPublicUser } from './users.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The admin acting: its id and name (the audit log's actor). */
export type UserAdminActor = AuditActor;

export type UserAdminService = ReturnType<typeof createUserAdminService>;

const active = isNull(users.deletedAt);

/** `%q%` for ILIKE, with the pattern characters of q taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name or email contains q; or, when q has digits, the phone (stored as digits) contains them. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(users.fullName, containsPattern(q)),
    ilike(users.email, containsPattern(q)),
    ...(digits.length > 0 && /^[\d\s()+-]+$/.test(q)
      ? [ilike(users.phone, containsPattern(digits))]
      : []),
  );
}

/**
 * The admin's user management (spec: seller-admin §2 "Admin users", §6; docs/decisions/0018).
 * Role changes and deletions lock every admin row first, in id order, so two admins acting at the
 * same moment run one after the other and the last admin can never be removed.
 */
export function createUserAdminService(deps: {
  db: Db;
  /** Each module's part of a deletion (cart, wishlist, catalogue, orders), in this order. */
  removalSteps: readonly UserRemovalStep[];
}) {
  const { db } = deps;

  async function list(query: {
    q?: string | undefined;
    page: number;
    limit: number;
  }): Promise<AdminUsersResponse> {
    const where = and(active, searchCondition(query.q));
    const [rows, [total], [admins]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ n: count() }).from(users).where(where),
      db
        .select({ n: count() })
        .from(users)
        .where(and(active, eq(users.isAdmin, true))),
    ]);
    const totalItems = total?.n ?? 0;
    return {
      users: rows.map(toPublicUser),
      pagination: toPagination(query.page, query.limit, totalItems),
      adminCount: admins?.n ?? 0,
    };
  }

  /**
   * Locks the admin rows (id order: no deadlock between two such transactions) and the target's
   * row. A transaction that waited for another sees that one's result: an admin demoted meanwhile
   * is no longer among the admins (and may no longer act).
   */
  async function lockForChange(tx: Tx, actor: UserAdminActor, targetId: string) {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(active, eq(users.isAdmin, true)))
      .orderBy(asc(users.id))
      .for('update');
    if (!admins.some((a) => a.id === actor.id))
      throw new AppError('FORBIDDEN', HTTP_ERROR_MESSAGES.forbidden);
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, targetId), active))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND', ADMIN_USERS_MESSAGES.notFound);
    return { adminCount: admins.length, target };
  }

  async function setRole(
    actor: UserAdminActor,
    targetId: string,
    isAdmin: boolean,
  ): Promise<UserRoleResponse> {
    if (!isUuid(targetId)) throw new AppError('NOT_FOUND', ADMIN_USERS_MESSAGES.notFound);
    if (targetId === actor.id && !isAdmin)
      throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.cannotDemoteSelf);
    const row = await db.transaction(async (tx) => {
      const { adminCount, target } = await lockForChange(tx, actor, targetId);
      if (target.isAdmin === isAdmin) return target;
      if (!isAdmin && adminCount <= 1)
        throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.lastAdmin);
      const [updated] = await tx
        .update(users)
        .set({ isAdmin })
        .where(eq(users.id, targetId))
        .returning();
      await recordAudit(tx, actor, {
        action: 'user.role',
        entityType: 'user',
        entityId: targetId,
        before: { isAdmin: target.isAdmin, fullName: target.fullName },
        after: { isAdmin },
      });
      return updated!;
    });
    return {
      message: row.isAdmin
        ? ADMIN_USERS_MESSAGES.madeAdmin(row.fullName)
        : ADMIN_USERS_MESSAGES.removedAdmin(row.fullName),
      user: toPublicUser(row),
    };
  }

  /**
   * Deletes an account the way docs/decisions/0018 reads it: the row stays, anonymised, so the
   * orders it placed or fulfils keep their buyer and seller; its cart, wishlist and unpublished
   * designs go; its approved designs and accessories leave the shop; its finished orders lose the
   * delivery name, email, phone and address; every token it holds stops working (token version).
   */
  async function deleteUser(actor: UserAdminActor, targetId: string): Promise<DeleteUserResponse> {
    if (!isUuid(targetId)) throw new AppError('NOT_FOUND', ADMIN_USERS_MESSAGES.notFound);
    if (targetId === actor.id)
      throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.cannotDeleteSelf);
    const result = await db.transaction(async (tx) => {
      const { adminCount, target } = await lockForChange(tx, actor, targetId);
      if (target.isAdmin && adminCount <= 1)
        throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.lastAdmin);
      const outcomes: UserRemovalOutcome[] = [];
      for (const step of deps.removalSteps) outcomes.push(await step(tx, targetId));
      await tx.update(users).set(anonymised(target)).where(eq(users.id, targetId));
      await recordAudit(tx, actor, {
        action: 'user.delete',
        entityType: 'user',
        entityId: targetId,
        before: { fullName: target.fullName, isAdmin: target.isAdmin },
        after: Object.assign({ deleted: true }, ...outcomes.map((o) => o.audit)),
      });
      return outcomes;
    });
    for (const outcome of result) await outcome.afterCommit?.();
    const openOrdersToFulfil = result.reduce((n, o) => n + (o.openOrdersToFulfil ?? 0), 0);
    return { message: ADMIN_USERS_MESSAGES.deleted, openOrdersToFulfil };
  }

  return { list, setRole, deleteUser };
}

/** What a deleted account keeps: its id and dates; nothing that names or reaches the person. */
function anonymised(row: UserRow) {
  return {
    deletedAt: new Date(),
    fullName: DELETED_USER_NAME,
    // Unique (the lower(email) index) and not an address anybody can hold or sign in with.
    email: `deleted-${row.id}@deleted.invalid`,
    phone: '',
    avatar: null,
    // Not a hash any password verifies against (the hasher reads only `scrypt$...`).
    passwordHash: '!deleted',
    isAdmin: false,
    tokenVersion: sql`${users.tokenVersion} + 1`,
  };
}

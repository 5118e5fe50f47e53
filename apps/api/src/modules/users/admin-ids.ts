import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

/** The ids of the active admins, for news every admin gets (a campus drop closing: docs/decisions/0049). */
export async function activeAdminIds(executor: Pick<Db, 'select'>): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * Which of these users are admins (deleted or not): the shop's own accounts, whose designs earn
 * no royalty and no sale, since the shop does not pay itself (docs/decisions/0057).
 */
export async function adminsAmong(
  executor: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.isAdmin, true)));
  return new Set(rows.map((r) => r.id));
}

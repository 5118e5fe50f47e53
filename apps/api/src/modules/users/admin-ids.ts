import { and, eq, isNull } from 'drizzle-orm';
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

import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type MailRecipient = { id: string; email: string; fullName: string; emailUpdates: boolean };

/**
 * Where e-mail for these accounts goes, and whether they take the optional messages.
 * A deleted account is left out: its address was anonymised and nothing is sent to it.
 */
export async function mailRecipients(
  executor: Pick<Db, 'select'>,
  ids: readonly string[],
): Promise<Map<string, MailRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      emailUpdates: users.emailUpdates,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

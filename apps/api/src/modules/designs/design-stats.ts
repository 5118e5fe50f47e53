import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/designs';

/** Every design in the shop by review status, in one statement (the admin dashboard). */
export async function designStatusCounts(
  db: Pick<Db, 'select'>,
): Promise<{ approved: number; pending: number; rejected: number }> {
  const n = (status: string) =>
    sql<number>`count(*) filter (where ${designs.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({ approved: n('approved'), pending: n('pending'), rejected: n('rejected') })
    .from(designs);
  return { approved: row?.approved ?? 0, pending: row?.pending ?? 0, rejected: row?.rejected ?? 0 };
}

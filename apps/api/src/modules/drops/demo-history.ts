import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';

const WEEK_MS = 7 * 86_400_000;

/**
 * Demo data only (apps/api/src/demo/demo-drops.seed.ts): a drop the closing job has just decided
 * is dated back, so a first start shows drops that closed days ago rather than a minute ago.
 * Only a closed drop moves; the job never sees it again either way.
 */
export async function backdateClosedDrop(db: Db, dropId: string, closedAt: Date): Promise<void> {
  await db
    .update(drops)
    .set({
      deadline: closedAt,
      closedAt,
      createdAt: new Date(closedAt.getTime() - WEEK_MS),
      updatedAt: closedAt,
    })
    .where(and(eq(drops.id, dropId), ne(drops.status, 'open')));
}

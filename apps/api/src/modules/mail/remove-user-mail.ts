import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import type { UserRemovalStep } from '../users/user-removal-steps';

type Executor = Pick<Db, 'delete'>;

/**
 * Drops the messages still waiting to go to a deleted account, inside the deletion's transaction
 * (docs/decisions/0018, 0051): nothing is sent to an address the shop no longer keeps. Messages
 * already sent stay as the record of what was said. Answers how many went.
 */
export async function removePendingMailOf(tx: Executor, userId: string): Promise<number> {
  const removed = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.state, 'pending')))
    .returning({ id: emailOutbox.id });
  return removed.length;
}

/** The outbox's part of deleting an account (the users module runs it, docs/decisions/0037). */
export const mailUserRemoval: UserRemovalStep = async (tx, userId) => ({
  audit: { pendingEmails: await removePendingMailOf(tx, userId) },
});

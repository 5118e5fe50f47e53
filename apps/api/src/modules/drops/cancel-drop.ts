import { DROP_MESSAGES } from '@campus-threads/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops, type DropRow } from '../../db/schema/drops';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who cancels: the signed-in user (AuthUser fits). */
export type DropActor = AuditActor & { isAdmin: boolean };

/**
 * The drops module's steps of cancelling a drop (docs/decisions/0049, 0055); the cancel-drop flow
 * (apps/api/src/flows) puts them in order with the orders' steps.
 */

/**
 * The drop, locked (`for update`), so a cancel and the closing job, or two cancels, never both
 * act on it: only its owner or an admin (else 403), only while it is open (else 409) and before
 * its deadline (at the deadline the closing job decides it: 409).
 */
export async function lockDropToCancel(
  tx: Tx,
  actor: DropActor,
  id: string,
  now: Date,
): Promise<DropRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
  const [row] = await tx.select().from(drops).where(eq(drops.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
  if (!actor.isAdmin && row.ownerId !== actor.id)
    throw new AppError('FORBIDDEN', DROP_MESSAGES.notDropOwner);
  if (row.status === 'cancelled') throw new AppError('CONFLICT', DROP_MESSAGES.alreadyCancelled);
  if (row.status !== 'open') throw new AppError('CONFLICT', DROP_MESSAGES.alreadyClosed);
  if (row.deadline.getTime() <= now.getTime())
    throw new AppError('CONFLICT', DROP_MESSAGES.deadlinePassed);
  return row;
}

/**
 * The open drops of designs that left the shop, locked (before or after their deadline, as long
 * as the closing job has not decided them).
 */
export function lockOpenDropsOf(tx: Tx, designIds: readonly string[]) {
  return tx
    .select()
    .from(drops)
    .where(and(inArray(drops.designId, [...designIds]), eq(drops.status, 'open')))
    .orderBy(asc(drops.id))
    .for('update');
}

/** The drop, cancelled with its reason. */
export async function markCancelled(
  tx: Tx,
  row: DropRow,
  reason: string,
  now: Date,
): Promise<DropRow> {
  const [updated] = await tx
    .update(drops)
    .set({ status: 'cancelled', closedAt: now, cancelledReason: reason, updatedAt: now })
    .where(eq(drops.id, row.id))
    .returning();
  return updated!;
}

/** An admin's (or a rejection's) cancel in the audit log. */
export async function auditCancel(
  tx: Tx,
  actor: AuditActor,
  row: DropRow,
  reason: string,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: 'drop.cancel',
    entityType: 'drop',
    entityId: row.id,
    before: { status: row.status },
    after: { status: 'cancelled', reason },
  });
}

/** The drop's owner hears of a cancel they did not make. */
export async function tellOwner(
  tx: Tx,
  notifications: Pick<NotificationsService, 'notify'>,
  row: DropRow,
  message: string,
): Promise<void> {
  await notifications.notify([{ userId: row.ownerId, type: 'DROP_STATUS', message }], tx);
}

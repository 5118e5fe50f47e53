import { DROP_MESSAGES, type Drop } from '@campus-threads/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DropOrders } from '../orders/drop-orders';
import { toDrop } from './drop-presenter';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who cancels: the signed-in user (AuthUser fits). */
export type DropActor = AuditActor & { isAdmin: boolean };

/**
 * POST /api/drops/:id/cancel (docs/decisions/0049). The drop's row is locked (`for update`), so a
 * cancel and the closing job, or two cancels, never both act on it. Only its owner or an admin
 * (else 403), only while it is open (else 409) and before its deadline (at the deadline the
 * closing job decides it: 409). An admin's cancel is audited and, when the drop is someone
 * else's, its owner told, in the same transaction. Every order of the drop is cancelled in that
 * transaction through the orders module's cancel path (its full refund recorded, its buyer told),
 * and the provider asked for the refunds once it commits, as when a drop fails.
 */
export function createDropCancelling(deps: {
  db: Db;
  notifications: NotificationsService;
  orders: Pick<DropOrders, 'cancelDropOrders' | 'settleRefunds'>;
  now: () => Date;
}) {
  async function cancel(actor: DropActor, id: string, reason: string): Promise<Drop> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
    const now = deps.now();
    const { drop, refunded } = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(drops).where(eq(drops.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
      if (!actor.isAdmin && row.ownerId !== actor.id)
        throw new AppError('FORBIDDEN', DROP_MESSAGES.notDropOwner);
      if (row.status === 'cancelled')
        throw new AppError('CONFLICT', DROP_MESSAGES.alreadyCancelled);
      if (row.status !== 'open') throw new AppError('CONFLICT', DROP_MESSAGES.alreadyClosed);
      if (row.deadline.getTime() <= now.getTime())
        throw new AppError('CONFLICT', DROP_MESSAGES.deadlinePassed);

      const [updated] = await tx
        .update(drops)
        .set({ status: 'cancelled', closedAt: now, cancelledReason: reason, updatedAt: now })
        .where(eq(drops.id, id))
        .returning();
      const refunded = await deps.orders.cancelDropOrders(
        tx,
        id,
        actor,
        {
          remark: DROP_MESSAGES.cancelledRemark(reason),
          buyerNotice: (shortId) => DROP_MESSAGES.cancelledBuyer(row.title, shortId, reason),
        },
        now,
      );
      if (actor.isAdmin) {
        await recordAudit(tx, actor, {
          action: 'drop.cancel',
          entityType: 'drop',
          entityId: id,
          before: { status: row.status },
          after: { status: 'cancelled', reason },
        });
        if (row.ownerId !== actor.id)
          await deps.notifications.notify(
            [
              {
                userId: row.ownerId,
                type: 'DROP_STATUS',
                message: DROP_MESSAGES.cancelledByAdmin(row.title, reason),
              },
            ],
            tx,
          );
      }
      return { drop: toDrop(updated!), refunded };
    });
    await deps.orders.settleRefunds(refunded);
    return drop;
  }

  /**
   * Approved designs left the shop (rejected, edited back into review, withdrawn with their
   * seller's account: decision 0055), in the designs' own transaction, which holds their rows:
   * every open drop of theirs (before or after its deadline, as long as the closing job has not
   * decided it) is locked and cancelled as by `cancel`, every order of it cancelled and refunded
   * in full once, its buyers and its owner told, an admin's rejection audited. Answers what asks
   * the provider for the refunds once the transaction has committed.
   */
  async function cancelForWithdrawnDesigns(
    tx: Tx,
    designIds: readonly string[],
    why: keyof typeof DROP_MESSAGES.designWithdrawnReason,
    actor: AuditActor | null,
  ): Promise<() => Promise<void>> {
    const now = deps.now();
    const reason = DROP_MESSAGES.designWithdrawnReason[why];
    const open = await tx
      .select()
      .from(drops)
      .where(and(inArray(drops.designId, [...designIds]), eq(drops.status, 'open')))
      .orderBy(asc(drops.id))
      .for('update');
    const refunded: string[] = [];
    for (const row of open) {
      await tx
        .update(drops)
        .set({ status: 'cancelled', closedAt: now, cancelledReason: reason, updatedAt: now })
        .where(eq(drops.id, row.id));
      refunded.push(
        ...(await deps.orders.cancelDropOrders(
          tx,
          row.id,
          null,
          {
            remark: DROP_MESSAGES.cancelledRemark(reason),
            buyerNotice: (shortId) => DROP_MESSAGES.cancelledBuyer(row.title, shortId, reason),
          },
          now,
        )),
      );
      if (actor)
        await recordAudit(tx, actor, {
          action: 'drop.cancel',
          entityType: 'drop',
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'cancelled', reason },
        });
      await deps.notifications.notify(
        [
          {
            userId: row.ownerId,
            type: 'DROP_STATUS',
            message: DROP_MESSAGES.cancelledDesignWithdrawn(row.title, reason),
          },
        ],
        tx,
      );
    }
    return () => deps.orders.settleRefunds(refunded);
  }

  return { cancel, cancelForWithdrawnDesigns };
}

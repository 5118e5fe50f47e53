import {
  allowedNextStatuses,
  DROP_MESSAGES,
  type Drop,
  type OrderStatus,
} from '@campus-threads/contract';
import type { DropRow } from '../db/schema/drops';
import type { AuditActor } from '../modules/audit/audit-log';
import {
  auditCancel,
  lockDropToCancel,
  lockOpenDropsOf,
  markCancelled,
  tellOwner,
  type DropActor,
} from '../modules/drops/cancel-drop';
import { toDrop } from '../modules/drops/drop-presenter';
import {
  lockedOrdersOfDrop,
  tellDropBuyers,
  type DropOrderNews,
} from '../modules/orders/drop-orders';
import type { OrderActor } from '../modules/orders/order-refunds';
import type { CancelOrder } from './cancel-order';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * Cancelling a campus drop (docs/decisions/0049, 0055): its owner or an admin before the deadline
 * (POST /api/drops/{id}/cancel), or its design leaving the shop. Steps, in one transaction:
 *   1. drops: the drop is locked and checked (owner or admin, open, before its deadline);
 *   2. drops: it is cancelled with its reason;
 *   3. cancel-order, for each of its orders that can still be cancelled: stock, the full refund
 *      recorded once (a `failed_drop` refund), the earnings reversed, a credit note;
 *   4. notifications: each buyer hears of it (quietly when a refund's e-mail will tell it);
 *   5. audit and the owner: an admin's cancel is logged and the owner told.
 * After the commit: the refunds are asked of the provider. A failed drop's closing (close-drop.ts)
 * cancels its orders with the same `cancelOrdersOf`.
 */
export function createCancelDrop(
  deps: Pick<OrderFlowDeps, 'db' | 'notifications' | 'refunds'> & {
    cancelOrder: CancelOrder;
    now: () => Date;
  },
) {
  const { db, notifications, cancelOrder } = deps;

  /** Every order of the drop that can still be cancelled, and its buyer told. Answers their ids. */
  async function cancelOrdersOf(
    tx: Tx,
    dropId: string,
    actor: OrderActor | null,
    news: DropOrderNews,
    now: Date,
  ): Promise<string[]> {
    const open = (await lockedOrdersOfDrop(tx, dropId)).filter((o) =>
      allowedNextStatuses(o.status as OrderStatus, 'system').includes('cancelled'),
    );
    const quiet = new Set<string>();
    for (const order of open) {
      const { refundedPaise } = await cancelOrder.steps(tx, order, {
        actor,
        mover: 'system',
        reason: news.remark,
        now,
        refundKind: 'failed_drop',
      });
      if (refundedPaise > 0) quiet.add(order.id);
    }
    await tellDropBuyers(tx, notifications, open, news, quiet);
    return open.map((o) => o.id);
  }

  const newsOf = (row: DropRow, reason: string): DropOrderNews => ({
    remark: DROP_MESSAGES.cancelledRemark(reason),
    buyerNotice: (shortId) => DROP_MESSAGES.cancelledBuyer(row.title, shortId, reason),
  });

  /** After the commit: asks the provider for each refund (never throws; the refunds job retries). */
  async function settle(orderIds: readonly string[]): Promise<void> {
    for (const id of orderIds) await deps.refunds.settle(id);
  }

  async function cancel(actor: DropActor, id: string, reason: string): Promise<Drop> {
    const now = deps.now();
    const { drop, refunded } = await db.transaction(async (tx) => {
      const row = await lockDropToCancel(tx, actor, id, now);
      const updated = await markCancelled(tx, row, reason, now);
      const refunded = await cancelOrdersOf(tx, id, actor, newsOf(row, reason), now);
      if (actor.isAdmin) {
        await auditCancel(tx, actor, row, reason);
        if (row.ownerId !== actor.id)
          await tellOwner(
            tx,
            notifications,
            row,
            DROP_MESSAGES.cancelledByAdmin(row.title, reason),
          );
      }
      return { drop: toDrop(updated), refunded };
    });
    await settle(refunded);
    return drop;
  }

  /**
   * Approved designs left the shop (rejected, edited back into review, withdrawn with their
   * seller's account: decision 0055), in the designs' own transaction, which holds their rows:
   * every open drop of theirs is cancelled as by `cancel`, its owner told, an admin's rejection
   * audited. Answers what asks the provider for the refunds once the transaction has committed.
   */
  async function cancelForWithdrawnDesigns(
    tx: Tx,
    designIds: readonly string[],
    why: keyof typeof DROP_MESSAGES.designWithdrawnReason,
    actor: AuditActor | null,
  ): Promise<() => Promise<void>> {
    const now = deps.now();
    const reason = DROP_MESSAGES.designWithdrawnReason[why];
    const refunded: string[] = [];
    for (const row of await lockOpenDropsOf(tx, designIds)) {
      await markCancelled(tx, row, reason, now);
      refunded.push(...(await cancelOrdersOf(tx, row.id, null, newsOf(row, reason), now)));
      if (actor) await auditCancel(tx, actor, row, reason);
      await tellOwner(
        tx,
        notifications,
        row,
        DROP_MESSAGES.cancelledDesignWithdrawn(row.title, reason),
      );
    }
    return () => settle(refunded);
  }

  return { cancel, cancelForWithdrawnDesigns, cancelOrdersOf, settle };
}

export type CancelDrop = ReturnType<typeof createCancelDrop>;

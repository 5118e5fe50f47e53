import { DROP_MESSAGES } from '@campus-threads/contract';
import type { DropRow } from '../db/schema/drops';
import {
  claimDueDrop,
  CLOSE_BATCH,
  markDecided,
  tellOwnerAndAdmins,
  tierReached,
} from '../modules/drops/close-drops';
import { lockedOrdersOfDrop, tellDropBuyers } from '../modules/orders/drop-orders';
import { repriceAtTier, tierDifferenceOf } from '../modules/orders/drop-tier-refund';
import { moveOrder } from '../modules/orders/move-order';
import type { CancelDrop } from './cancel-drop';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * Closing campus drops at their deadline, exactly once (docs/decisions/0049): the periodic job
 * server.ts runs every few seconds in every API process. Steps, one due drop per transaction:
 *   1. drops: one due drop is claimed (`skip locked`: two processes never close the same drop)
 *      and decided: the minimum reached → `succeeded`, else `failed`;
 *   2. succeeded, for each held order (locked, oldest first):
 *      a. at a tier below the price paid: refunds records the difference (a `drop_tier` refund,
 *         once per order), orders reprices its lines and total, earnings reprices their entries;
 *      b. orders: the order moves to `confirmed`, the tier's news in its remark;
 *      then invoices: each order is invoiced at the price it closed at (once every row is
 *      repriced; the numbers' lock is held to the commit), and its buyer hears (a buyer owed a
 *      difference gets its one e-mail when it is paid back, decision 0054);
 *   3. failed: cancel-drop's `cancelOrdersOf` cancels every order (full refund, stock, earnings);
 *   4. notifications: the owner and every admin hear how it ended.
 * After each commit: the refunds are asked of the provider (a crash before that leaves them
 * PENDING for the refunds job, never asked twice).
 */
export function createCloseDrop(
  deps: Pick<OrderFlowDeps, 'db' | 'notifications' | 'refunds' | 'earnings' | 'invoices'> & {
    cancelDrop: Pick<CancelDrop, 'cancelOrdersOf' | 'settle'>;
    now: () => Date;
  },
) {
  const { db, notifications, refunds, earnings, invoices } = deps;

  /** The held orders confirmed, at the tier's price when one was reached. Answers the refunded. */
  async function confirmOrdersOf(tx: Tx, row: DropRow, now: Date): Promise<string[]> {
    const tier = tierReached(row);
    const remark = DROP_MESSAGES.succeededRemark;
    const held = (await lockedOrdersOfDrop(tx, row.id)).filter((o) => o.status === 'pending');
    const refundNotices: { userId: string; orderId: string; message: string }[] = [];
    for (const order of held) {
      const difference = tier
        ? await tierDifferenceOf(tx, order, tier.unitPricePaise)
        : { differencePaise: 0, above: [] };
      const refundedPaise = tier
        ? await refunds.record(tx, {
            kind: 'drop_tier',
            order,
            amountPaise: difference.differencePaise,
            reason: tier.reason,
            actor: null,
          })
        : 0;
      if (tier && refundedPaise > 0) {
        const repriced = await repriceAtTier(tx, order, {
          unitPricePaise: tier.unitPricePaise,
          ...difference,
        });
        for (const line of repriced) await earnings.repriceLine(tx, line);
      }
      const notice = refundedPaise > 0 ? tier!.refundNotice(refundedPaise) : null;
      await moveOrder(tx, order, {
        to: 'confirmed',
        remark: notice ? `${remark}. ${notice}` : remark,
        mover: 'system',
        by: null,
        now,
      });
      if (notice) refundNotices.push({ userId: order.userId, orderId: order.id, message: notice });
    }
    for (const order of held) await invoices.orderInvoices.issueForNewOrder(tx, order.id, now);
    const quiet = new Set(refundNotices.map((n) => n.orderId));
    await tellDropBuyers(
      tx,
      notifications,
      held,
      { remark, buyerNotice: (shortId) => DROP_MESSAGES.confirmedBuyer(row.title, shortId) },
      quiet,
    );
    if (refundNotices.length > 0)
      await notifications.notify(
        refundNotices.map((n) => ({ ...n, type: 'ORDER_REFUND' as const, email: false as const })),
        tx,
      );
    return refundNotices.map((n) => n.orderId);
  }

  /** Closes one due drop not locked by anyone else; null when there is none. */
  async function closeOne(now: Date): Promise<string[] | null> {
    return db.transaction(async (tx) => {
      const row = await claimDueDrop(tx, now);
      if (!row) return null;
      const succeeded = await markDecided(tx, row, now);
      const refunded = succeeded
        ? await confirmOrdersOf(tx, row, now)
        : await deps.cancelDrop.cancelOrdersOf(
            tx,
            row.id,
            null,
            {
              remark: DROP_MESSAGES.failedRemark,
              buyerNotice: (shortId) => DROP_MESSAGES.failedBuyer(row.title, shortId),
            },
            now,
          );
      await tellOwnerAndAdmins(tx, notifications, row, succeeded);
      return refunded;
    });
  }

  /** The job: closes the drops due at `now`. Returns how many it closed. */
  async function closeDue(now: Date = deps.now()): Promise<number> {
    let closed = 0;
    while (closed < CLOSE_BATCH) {
      const refunded = await closeOne(now);
      if (refunded === null) break;
      closed += 1;
      await deps.cancelDrop.settle(refunded);
    }
    return closed;
  }

  return { closeDue };
}

export type CloseDrop = ReturnType<typeof createCloseDrop>;

import { DROP_MESSAGES } from '@campus-threads/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops, type DropRow } from '../../db/schema/drops';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DropOrders } from '../orders/drop-orders';
import { activeAdminIds } from '../users/admin-ids';
import { priceNowPaise } from './drop-presenter';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How often server.ts runs `closeDue`: a drop closes within three runs of its deadline (15 s). */
export const DROP_CLOSE_INTERVAL_MS = 5_000;

/** How many due drops one run of the job closes (each in its own transaction). */
const CLOSE_BATCH = 20;

/**
 * Closing drops at their deadline, exactly once (docs/decisions/0049). `closeDue(now)` is the
 * periodic job server.ts runs every few seconds in every API process: it takes one due drop at a
 * time (`status = 'open' and deadline <= now`, the `drops_due` index) with `for update skip
 * locked`, so two processes (or two runs) never close the same drop, and decides it in that one
 * transaction: the minimum reached → `succeeded`, its held orders confirmed (and, at a tier,
 * repriced with the difference owed back to each buyer); else `failed`, every
 * order cancelled through the orders module's cancel path (stock, the full refund recorded, the
 * earnings reversed). The provider is asked for the refunds only after the commit; a crash before
 * that leaves them PENDING for the refunds job, never asked twice (one refund per order).
 */
export function createDropClosing(deps: {
  db: Db;
  notifications: NotificationsService;
  orders: DropOrders;
  now: () => Date;
}) {
  const { db, notifications, orders } = deps;

  /** The owner and every admin hear how the drop ended (an admin who owns it, once). */
  async function tellOwnerAndAdmins(
    tx: Tx,
    row: DropRow,
    owner: string,
    admins: string,
  ): Promise<void> {
    const adminIds = (await activeAdminIds(tx)).filter((id) => id !== row.ownerId);
    await notifications.notify(
      [
        { userId: row.ownerId, type: 'DROP_STATUS', message: owner },
        // An admin's copy is written to the admin and opens admin Drops (decision 0054).
        ...adminIds.map((userId) => ({
          userId,
          type: 'DROP_STATUS' as const,
          message: admins,
          email: {
            heading: DROP_MESSAGES.adminMailHeading,
            action: { label: DROP_MESSAGES.adminMailAction, path: '/admin/drops' },
          },
        })),
      ],
      tx,
    );
  }

  /** Decides one locked, due drop. Returns the orders whose refunds to ask for after the commit. */
  async function decide(tx: Tx, row: DropRow, now: Date): Promise<string[]> {
    const succeeded = row.quantity >= row.minQuantity;
    await tx
      .update(drops)
      .set({ status: succeeded ? 'succeeded' : 'failed', closedAt: now, updatedAt: now })
      .where(eq(drops.id, row.id));
    if (succeeded) {
      const tierPricePaise = priceNowPaise(row);
      const { refunded } = await orders.confirmDropOrders(
        tx,
        row.id,
        {
          remark: DROP_MESSAGES.succeededRemark,
          buyerNotice: (shortId) => DROP_MESSAGES.confirmedBuyer(row.title, shortId),
        },
        now,
        tierPricePaise < row.basePricePaise
          ? {
              unitPricePaise: tierPricePaise,
              reason: DROP_MESSAGES.tierRefundReason(row.title, row.quantity, tierPricePaise),
              refundNotice: (amountPaise) =>
                DROP_MESSAGES.tierRefund(amountPaise, row.quantity, tierPricePaise),
            }
          : undefined,
      );
      await tellOwnerAndAdmins(
        tx,
        row,
        DROP_MESSAGES.succeededOwner(row.title, row.quantity),
        DROP_MESSAGES.succeededAdmin(row.title, row.quantity),
      );
      return refunded;
    }
    const refunded = await orders.cancelDropOrders(
      tx,
      row.id,
      null,
      {
        remark: DROP_MESSAGES.failedRemark,
        buyerNotice: (shortId) => DROP_MESSAGES.failedBuyer(row.title, shortId),
      },
      now,
    );
    await tellOwnerAndAdmins(
      tx,
      row,
      DROP_MESSAGES.failedOwner(row.title, row.quantity, row.minQuantity),
      DROP_MESSAGES.failedAdmin(row.title, row.quantity, row.minQuantity),
    );
    return refunded;
  }

  /** Closes one due drop not locked by anyone else; null when there is none. */
  async function closeOne(now: Date): Promise<string[] | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(drops)
        .where(and(eq(drops.status, 'open'), lte(drops.deadline, now)))
        .orderBy(asc(drops.deadline), asc(drops.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? decide(tx, row, now) : null;
    });
  }

  /** The job: closes the drops due at `now`. Returns how many it closed. */
  async function closeDue(now: Date = deps.now()): Promise<number> {
    let closed = 0;
    while (closed < CLOSE_BATCH) {
      const refunded = await closeOne(now);
      if (refunded === null) break;
      closed += 1;
      await orders.settleRefunds(refunded);
    }
    return closed;
  }

  return { closeDue };
}

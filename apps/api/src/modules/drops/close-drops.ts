import { DROP_MESSAGES } from '@campus-threads/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops, type DropRow } from '../../db/schema/drops';
import type { NotificationsService } from '../notifications/notifications.service';
import { activeAdminIds } from '../users/admin-ids';
import { priceNowPaise } from './drop-presenter';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How often server.ts runs the closing job: a drop closes within three runs of its deadline (15 s). */
export const DROP_CLOSE_INTERVAL_MS = 5_000;

/** How many due drops one run of the job closes (each in its own transaction). */
export const CLOSE_BATCH = 20;

/**
 * The drops module's steps of closing a drop at its deadline (docs/decisions/0049); the
 * close-drop flow (apps/api/src/flows) puts them in order with the orders' steps.
 */

/**
 * One due drop (`status = 'open' and deadline <= now`, the `drops_due` index) not locked by anyone
 * else (`for update skip locked`), so two processes (or two runs) never close the same drop.
 */
export async function claimDueDrop(tx: Tx, now: Date): Promise<DropRow | null> {
  const [row] = await tx
    .select()
    .from(drops)
    .where(and(eq(drops.status, 'open'), lte(drops.deadline, now)))
    .orderBy(asc(drops.deadline), asc(drops.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The drop's outcome, written: the minimum reached → `succeeded`, else `failed`. */
export async function markDecided(tx: Tx, row: DropRow, now: Date): Promise<boolean> {
  const succeeded = row.quantity >= row.minQuantity;
  await tx
    .update(drops)
    .set({ status: succeeded ? 'succeeded' : 'failed', closedAt: now, updatedAt: now })
    .where(eq(drops.id, row.id));
  return succeeded;
}

/** The tier a succeeded drop closed at, when it is below the price buyers paid. */
export function tierReached(row: DropRow) {
  const unitPricePaise = priceNowPaise(row);
  if (unitPricePaise >= row.basePricePaise) return null;
  return {
    unitPricePaise,
    reason: DROP_MESSAGES.tierRefundReason(row.title, row.quantity, unitPricePaise),
    refundNotice: (amountPaise: number) =>
      DROP_MESSAGES.tierRefund(amountPaise, row.quantity, unitPricePaise),
  };
}

/** The owner and every admin hear how the drop ended (an admin who owns it, once). */
export async function tellOwnerAndAdmins(
  tx: Tx,
  notifications: Pick<NotificationsService, 'notify'>,
  row: DropRow,
  succeeded: boolean,
): Promise<void> {
  const owner = succeeded
    ? DROP_MESSAGES.succeededOwner(row.title, row.quantity)
    : DROP_MESSAGES.failedOwner(row.title, row.quantity, row.minQuantity);
  const admins = succeeded
    ? DROP_MESSAGES.succeededAdmin(row.title, row.quantity)
    : DROP_MESSAGES.failedAdmin(row.title, row.quantity, row.minQuantity);
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

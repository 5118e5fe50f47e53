import type { Order, OrderBalanceInput, SellerOrder } from '@campus-threads/contract';
import { balanceToCollect, recordBalanceCollected } from '../modules/orders/order-balance';
import { firstLineOf, fulfilledBy, lockOrderFor } from '../modules/orders/order-moves';
import type { OrderActor } from '../modules/orders/order-refunds';
import type { OrderFlowDeps } from './flow-deps';

/**
 * PATCH /api/orders/{id}/balance: the fulfilling seller or an admin records that the buyer paid
 * the rest of an advance order at the door. Steps, in one transaction:
 *   1. orders: the order is locked (anyone else gets the 404 of a missing order);
 *   2. orders: what is due is checked against the amount (delivered, not yet collected, net of
 *      received returns);
 *   3. orders: the balance is recorded on the order and its timeline (an admin's audited);
 *   4. earnings: on a seller's order the ledger nets the money the seller now holds.
 */
export function createCollectBalance(deps: Pick<OrderFlowDeps, 'db' | 'earnings' | 'orders'>) {
  async function collectBalance(
    id: string,
    input: OrderBalanceInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<Order | SellerOrder> {
    await deps.db.transaction(async (tx) => {
      const order = await lockOrderFor(tx, id, fulfilledBy(actor));
      const duePaise = balanceToCollect(order, input);
      await recordBalanceCollected(tx, order, { duePaise, method: input.method, actor, now });
      // The seller who delivered holds the balance: the ledger nets it against their earnings.
      if (order.fulfillerId) {
        const first = await firstLineOf(tx, id);
        await deps.earnings.recordCollectedBalance(
          tx,
          {
            orderId: id,
            sellerId: order.fulfillerId,
            amountPaise: duePaise,
            title: first?.name ?? '',
          },
          now,
        );
      }
    });
    return deps.orders.viewForFulfiller(id, actor);
  }
  return { collectBalance };
}

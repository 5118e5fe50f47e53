import type { OrderRow } from '../db/schema/orders';
import { moveOrder, type OrderMove } from '../modules/orders/move-order';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * Delivering an order. Steps, in the transaction of the move (order row locked):
 *   1. orders: the order moves to `delivered`, its delivery time kept;
 *   2. earnings: the sellers' entries wait out the return window from now (docs/decisions/0048).
 * The courier's tracking (when it comes) and the fulfiller's click both end here.
 */
export function createDeliverOrder(deps: Pick<OrderFlowDeps, 'earnings'>) {
  async function steps(
    tx: Tx,
    order: OrderRow,
    move: Omit<OrderMove, 'to' | 'shipment'>,
  ): Promise<OrderRow> {
    const delivered = await moveOrder(tx, order, { ...move, to: 'delivered' });
    await deps.earnings.startHold(tx, order.id, move.now);
    return delivered;
  }
  return { steps };
}

export type DeliverOrder = ReturnType<typeof createDeliverOrder>;

import type { OrderRow } from '../db/schema/orders';
import { moveOrder, type OrderMove } from '../modules/orders/move-order';
import type { Tx } from './flow-deps';

/**
 * Shipping an order. Steps, in the transaction of the move (order row locked):
 *   1. orders: the order moves to `shipped` with the courier and tracking number the buyer is
 *      told (docs/decisions/0048).
 * Booking the parcel with a courier and its label join here when shipping goes through one.
 */
export function createShipOrder() {
  async function steps(
    tx: Tx,
    order: OrderRow,
    move: Omit<OrderMove, 'to'> & { shipment: NonNullable<OrderMove['shipment']> },
  ): Promise<OrderRow> {
    return moveOrder(tx, order, { ...move, to: 'shipped' });
  }
  return { steps };
}

export type ShipOrder = ReturnType<typeof createShipOrder>;

import type { ReturnableOrder } from '../modules/orders/order-return-facts';
import { createReplacementOrder } from '../modules/orders/replacement-order';
import type { RequestLine, ReturnEffects } from '../modules/returns/return-moves';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * Approving a size exchange (docs/decisions/0052). Steps, in the move's transaction (the request's
 * and the order's rows locked):
 *   1. orders: the ₹0 replacement order is made in the new sizes, on the original's payment (an
 *      accessory's unit taken from stock, or a 409 "Out of Stock"), its fulfiller told.
 * move-return.ts writes the request's move and tells the buyer.
 */
export function createApproveExchange(deps: Pick<OrderFlowDeps, 'notifications'>) {
  async function steps(
    tx: Tx,
    order: ReturnableOrder,
    lines: readonly RequestLine[],
    actorId: string,
    now: Date,
  ): Promise<ReturnEffects> {
    const replacementOrderId = await createReplacementOrder(
      tx,
      {
        originalOrderId: order.id,
        lines: lines.map(({ item }) => ({
          orderItemId: item.orderItemId,
          quantity: item.quantity,
          size: item.exchangeSize,
        })),
        actorId,
      },
      now,
      deps.notifications,
    );
    return { replacementOrderId };
  }
  return { steps };
}

export type ApproveExchange = ReturnType<typeof createApproveExchange>;

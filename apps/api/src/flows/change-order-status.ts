import type { Order, SellerOrder } from '@campus-threads/contract';
import { moveOrder } from '../modules/orders/move-order';
import {
  auditMove,
  checkChange,
  fulfilledBy,
  lockOrderFor,
  tellBuyerOfMove,
  type OrderStatusChange,
} from '../modules/orders/order-moves';
import type { OrderActor } from '../modules/orders/order-refunds';
import type { CancelOrder } from './cancel-order';
import type { DeliverOrder } from './deliver-order';
import type { OrderFlowDeps } from './flow-deps';
import type { ShipOrder } from './ship-order';

/**
 * PATCH /api/orders/{id}/status: an admin, or the seller who fulfils the order, moves it one step.
 * Steps, in one transaction:
 *   1. orders: the order is locked; anyone else (a seller whose design the shop prints and
 *      ships too) gets the 404 of a missing order;
 *   2. orders: the change is checked (a drop's held order, the contract's table, a cancel's
 *      reason, a shipment's courier, an admin's own date);
 *   3. the event's own flow: cancel-order, ship-order or deliver-order; any other move is the
 *      move alone;
 *   4. audit: an admin's move is logged with what it changed;
 *   5. notifications: the buyer hears of it (quietly when a refund's e-mail will tell it).
 * After the commit: a cancel's refund is asked of the provider. Answers the order as the mover
 * sees it (an admin, or the seller's sales view).
 */
export function createChangeOrderStatus(
  deps: OrderFlowDeps & {
    cancelOrder: CancelOrder;
    shipOrder: ShipOrder;
    deliverOrder: DeliverOrder;
  },
) {
  async function changeStatus(
    id: string,
    change: OrderStatusChange,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<Order | SellerOrder> {
    await deps.db.transaction(async (tx) => {
      const order = await lockOrderFor(tx, id, fulfilledBy(actor));
      const checked = checkChange(order, change, actor, now);
      const move = {
        remark: checked.remark,
        mover: checked.mover,
        by: actor.id,
        now,
        expectedDelivery: checked.customDate,
      };
      const { moved, refundedPaise } =
        change.status === 'cancelled'
          ? await deps.cancelOrder.steps(tx, order, {
              actor,
              mover: checked.mover,
              reason: checked.remark,
              now,
              refundKind: 'cancel',
            })
          : {
              refundedPaise: 0,
              moved:
                change.status === 'shipped'
                  ? await deps.shipOrder.steps(tx, order, { ...move, shipment: checked.shipment! })
                  : change.status === 'delivered'
                    ? await deps.deliverOrder.steps(tx, order, move)
                    : await moveOrder(tx, order, { ...move, to: change.status }),
            };
      await auditMove(tx, actor, order, moved, checked);
      await tellBuyerOfMove(tx, deps.notifications, order, moved, {
        shipment: checked.shipment,
        quiet: refundedPaise > 0,
      });
    });
    if (change.status === 'cancelled') await deps.refunds.settle(id);
    return deps.orders.viewForFulfiller(id, actor);
  }

  return { changeStatus };
}

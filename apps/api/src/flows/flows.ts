import type { ReturnsService } from '../modules/returns/returns.service';
import { createApproveExchange } from './approve-exchange';
import { createCancelDrop } from './cancel-drop';
import { createCancelOrder } from './cancel-order';
import { createChangeOrderStatus } from './change-order-status';
import { createCloseDrop } from './close-drop';
import { createCollectBalance } from './collect-balance';
import { createCompletePayment } from './complete-payment';
import { createDeliverOrder } from './deliver-order';
import type { OrderFlowDeps } from './flow-deps';
import { createMoveReturn } from './move-return';
import { createPayCashRefund } from './pay-cash-refund';
import { createReceiveReturn } from './receive-return';
import { createShipOrder } from './ship-order';

/**
 * The business events that touch several modules, one file each (docs/FLOWS.md): each reads top
 * to bottom as the event's steps, each step a call into one module. Flows sit above the modules
 * (no module imports a flow); routes reach them through `app.services.flows`.
 */
export function createFlows(
  deps: OrderFlowDeps & { returns: Pick<ReturnsService, 'getById'>; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const cancelOrder = createCancelOrder(deps);
  const shipOrder = createShipOrder();
  const deliverOrder = createDeliverOrder(deps);
  const cancelDrop = createCancelDrop({ ...deps, cancelOrder, now });
  const closeDrop = createCloseDrop({ ...deps, cancelDrop, now });
  const moveReturn = createMoveReturn({
    ...deps,
    approveExchange: createApproveExchange(deps),
    receiveReturn: createReceiveReturn(deps),
  });
  return {
    /** A completed payment's orders (complete-payment.ts), called by payments' landing. */
    completePayment: createCompletePayment(deps),
    /** PATCH /api/orders/{id}/status (change-order-status.ts). */
    changeOrderStatus: createChangeOrderStatus({ ...deps, cancelOrder, shipOrder, deliverOrder })
      .changeStatus,
    /** POST /api/orders/{id}/cancel (cancel-order.ts). */
    cancelOrderByBuyer: cancelOrder.byBuyer,
    /** PATCH /api/orders/{id}/balance (collect-balance.ts). */
    collectBalance: createCollectBalance(deps).collectBalance,
    /** The drops' closing job (close-drop.ts). */
    closeDueDrops: closeDrop.closeDue,
    /** POST /api/drops/{id}/cancel (cancel-drop.ts). */
    cancelDrop: cancelDrop.cancel,
    /** Designs leaving the shop end their open drops (cancel-drop.ts; decision 0055). */
    cancelDropsOfWithdrawnDesigns: cancelDrop.cancelForWithdrawnDesigns,
    /** PATCH /api/returns/{id} and /api/admin/returns/{id} (move-return.ts). */
    moveReturn: moveReturn.move,
    /** PATCH /api/returns/{id}/cash-refund and its admin twin (pay-cash-refund.ts). */
    payCashRefund: createPayCashRefund(deps).pay,
  };
}

export type Flows = ReturnType<typeof createFlows>;

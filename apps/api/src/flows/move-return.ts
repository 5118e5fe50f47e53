import type { MoveReturnInput, ReturnRequest } from '@campus-threads/contract';
import { RETURN_MESSAGES } from '@campus-threads/contract';
import { AppError } from '../lib/errors';
import { lockReturnableOrder } from '../modules/orders/order-return-facts';
import type { OrderActor } from '../modules/orders/order-refunds';
import {
  lockRequestToMove,
  recordReturnMove,
  requestLinesOf,
  tellBuyerOfReturnMove,
  type ReturnEffects,
} from '../modules/returns/return-moves';
import type { ReturnsService } from '../modules/returns/returns.service';
import type { ApproveExchange } from './approve-exchange';
import type { OrderFlowDeps } from './flow-deps';
import type { ReceiveReturn } from './receive-return';

/**
 * PATCH /api/admin/returns/{id} (admins, audited) and PATCH /api/returns/{id} (the seller who
 * fulfils the order): a request moves one step. Steps, in one transaction:
 *   1. returns: the request is locked and the move checked (who, the contract's table);
 *   2. orders: the order is locked, read as returns see it, with the request's lines;
 *   3. the event's own flow: approve-exchange (a replacement order) or receive-return (the money
 *      back, its credit note included); any other move (a rejection, an approved return) is the
 *      move alone;
 *   4. returns: the move is written (an admin's audited) and the buyer told.
 * After the commit: a refund is asked of the provider, as for a cancel.
 */
export function createMoveReturn(
  deps: Pick<OrderFlowDeps, 'db' | 'notifications' | 'refunds'> & {
    returns: Pick<ReturnsService, 'getById'>;
    approveExchange: ApproveExchange;
    receiveReturn: ReceiveReturn;
  },
) {
  async function move(
    id: string,
    change: MoveReturnInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<ReturnRequest> {
    const refundedOrder = await deps.db.transaction(async (tx) => {
      const request = await lockRequestToMove(tx, id, change, actor);
      const order = await lockReturnableOrder(tx, request.orderId);
      if (!order) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
      const lines = await requestLinesOf(tx, request, order);
      const exchangeApproved = change.status === 'approved' && request.type === 'exchange';
      const returnReceived = change.status === 'received' && request.type === 'return';
      const money = returnReceived
        ? await deps.receiveReturn.steps(tx, request, order, lines, actor, now)
        : null;
      const effects: ReturnEffects = exchangeApproved
        ? await deps.approveExchange.steps(tx, order, lines, actor.id, now)
        : (money ?? {});
      await recordReturnMove(tx, request, change, actor, effects, now);
      await tellBuyerOfReturnMove(
        tx,
        deps.notifications,
        request,
        lines,
        change,
        Boolean(money?.refundedPaise),
      );
      return money?.refundedPaise ? order.id : null;
    });
    if (refundedOrder) await deps.refunds.settle(refundedOrder);
    return deps.returns.getById(id);
  }

  return { move };
}

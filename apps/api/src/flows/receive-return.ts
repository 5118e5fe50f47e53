import {
  balanceDuePaise,
  RETURN_MESSAGES,
  shortOrderId,
  splitReturnRefund,
} from '@campus-threads/contract';
import type { ReturnRequestRow } from '../db/schema/returns';
import { creditOrderBalance, type ReturnableOrder } from '../modules/orders/order-return-facts';
import type { OrderActor } from '../modules/orders/order-refunds';
import {
  everyUnitBackWith,
  type RequestLine,
  type ReturnEffects,
} from '../modules/returns/return-moves';
import type { OrderFlowDeps, Tx } from './flow-deps';
import { payBack } from './pay-back';

/**
 * Receiving returned goods back (docs/decisions/0052, 0058): what the buyer paid for the returned
 * units comes back whole. Steps, in the move's transaction (the request's and the order's rows
 * locked), one statement after the other:
 *   1. contract: the value is split: off the balance still due, then online (what is left of
 *      what was paid online), then in cash for what was paid at the door;
 *   2. orders: the balance due is credited;
 *   3. pay-back.ts: the online part is recorded once (a `return` refund, capped at what is left)
 *      and the cash part owed by whoever collected it (refunds), the sellers' entries for those
 *      lines are reversed (earnings), and a credit note of the returned lines is issued
 *      against the order's invoice (invoices), last.
 * After the commit: the refund is asked of the provider (move-return.ts).
 */
export function createReceiveReturn(
  deps: Pick<OrderFlowDeps, 'refunds' | 'earnings' | 'invoices'>,
) {
  async function steps(
    tx: Tx,
    request: ReturnRequestRow,
    order: ReturnableOrder,
    lines: readonly RequestLine[],
    actor: OrderActor,
    now: Date,
  ): Promise<Required<Omit<ReturnEffects, 'replacementOrderId'>>> {
    const valuePaise = lines.reduce(
      (sum, { item, line }) => sum + line.unitPricePaise * item.quantity,
      0,
    );
    const everyUnitBack = await everyUnitBackWith(tx, order, request, lines);
    const onlineLeftPaise = await deps.refunds.onlineLeftFor(tx, order);
    const doorLeftPaise =
      (order.balanceCollectedPaise ?? 0) - (await deps.refunds.cashOwedBackOf(tx, order.id));
    const split = splitReturnRefund({
      valuePaise,
      onlineLeftPaise,
      dueLeftPaise: balanceDuePaise({
        partialPayment: order.partialPayment,
        remainingPaise: order.remainingAmountPaise,
        balanceCreditedPaise: order.balanceCreditedPaise,
        balanceCollected: order.balanceCollectedPaise !== null,
        cancelled: order.status === 'cancelled',
      }),
      doorLeftPaise,
      everyUnitBack,
    });
    await creditOrderBalance(tx, order.id, split.balanceCreditPaise);
    const first = lines[0]?.line;
    const refundedPaise = await payBack(deps, tx, {
      scope: 'lines',
      kind: 'return',
      order,
      returnId: request.id,
      onlinePaise: split.onlinePaise,
      lines: lines.map(({ item, line }) => ({
        orderItemId: item.orderItemId,
        unitPricePaise: line.unitPricePaise,
        quantity: item.quantity,
      })),
      cash: {
        amountPaise: split.cashPaise,
        payTo: request.refundTo,
        title: first?.title ?? '',
        imageKey: first?.imageKey ?? null,
      },
      balanceCreditPaise: split.balanceCreditPaise,
      reason: RETURN_MESSAGES.refundReason(shortOrderId(order.id)),
      creditReason: request.reason,
      actor,
      now,
    });
    return {
      refundedPaise,
      cashRefundPaise: split.cashPaise,
      balanceCreditPaise: split.balanceCreditPaise,
    };
  }

  return { steps };
}

export type ReceiveReturn = ReturnType<typeof createReceiveReturn>;

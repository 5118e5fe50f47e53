import {
  balanceDuePaise,
  RETURN_MESSAGES,
  shortOrderId,
  splitReturnRefund,
} from '@campus-threads/contract';
import type { ReturnRequestRow } from '../db/schema/returns';
import { creditOrderBalance, type ReturnableOrder } from '../modules/orders/order-return-facts';
import type { OrderActor } from '../modules/orders/order-refunds';
import { cashOwedBackOf, recordCashRefund } from '../modules/returns/cash-refunds';
import {
  everyUnitBackWith,
  type RequestLine,
  type ReturnEffects,
} from '../modules/returns/return-moves';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * Receiving returned goods back (docs/decisions/0052, 0058): what the buyer paid for the returned
 * units comes back whole. Steps, in the move's transaction (the request's and the order's rows
 * locked), one statement after the other:
 *   1. contract: the value is split: off the balance still due, then online (what is left of
 *      what was paid online), then in cash for what was paid at the door;
 *   2. orders: the balance due is credited;
 *   3. refunds: the online part is recorded once (a `return` refund, capped at what is left);
 *   4. returns: the cash part is owed by whoever collected it, and they are told;
 *   5. earnings: the sellers' entries for those lines are reversed;
 *   then (`creditNote`, the move's last step, as the credit-note series' row stays locked to the
 *   commit) invoices: a credit note of the returned lines against the order's invoice.
 * After the commit: the refund is asked of the provider (move-return.ts).
 */
export function createReceiveReturn(
  deps: Pick<OrderFlowDeps, 'notifications' | 'refunds' | 'earnings' | 'invoices'>,
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
    const doorLeftPaise = (order.balanceCollectedPaise ?? 0) - (await cashOwedBackOf(tx, order.id));
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
    const refundedPaise = await deps.refunds.record(tx, {
      kind: 'return',
      order,
      returnId: request.id,
      amountPaise: split.onlinePaise,
      reason: RETURN_MESSAGES.refundReason(shortOrderId(order.id)),
      actor,
    });
    const first = lines[0]?.line;
    await recordCashRefund(
      tx,
      deps.notifications,
      {
        returnId: request.id,
        orderId: order.id,
        buyerId: order.userId,
        owedBy: order.fulfillerId,
        amountPaise: split.cashPaise,
        payTo: request.refundTo,
        title: first?.title ?? '',
        imageKey: first?.imageKey ?? null,
      },
      now,
    );
    await deps.earnings.reverseLines(
      tx,
      order.id,
      lines.map(({ item, line }) => ({
        orderItemId: item.orderItemId,
        unitPricePaise: line.unitPricePaise,
        quantity: item.quantity,
      })),
      now,
    );
    return {
      refundedPaise,
      cashRefundPaise: split.cashPaise,
      balanceCreditPaise: split.balanceCreditPaise,
    };
  }

  /** The goods back: a credit note of the returned lines against the order's invoice. */
  async function creditNote(
    tx: Tx,
    request: ReturnRequestRow,
    lines: readonly RequestLine[],
    effects: Required<Omit<ReturnEffects, 'replacementOrderId'>>,
    now: Date,
  ): Promise<void> {
    await deps.invoices.issueReturnCreditNote(
      tx,
      {
        orderId: request.orderId,
        returnId: request.id,
        lines: lines.map(({ item }) => ({
          orderItemId: item.orderItemId,
          quantity: item.quantity,
        })),
        ...effects,
        reason: request.reason,
      },
      now,
    );
  }

  return { steps, creditNote };
}

export type ReceiveReturn = ReturnType<typeof createReceiveReturn>;

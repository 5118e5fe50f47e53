import type { RefundDestination } from '@campus-threads/contract';
import type { OrderActor } from '../modules/orders/order-refunds';
import type { PaidOrder } from '../modules/refunds/refund-types';
import type { OrderFlowDeps, Tx } from './flow-deps';

/** What the shop takes back: a whole order (a cancel) or some lines of it (a received return). */
export type TakenBack =
  | {
      scope: 'order';
      kind: 'cancel' | 'failed_drop';
      /** The amount the order's credit note states (0: the order was never invoiced for any). */
      creditPaise: number;
    }
  | {
      scope: 'lines';
      kind: 'return';
      returnId: string;
      lines: readonly { orderItemId: string; unitPricePaise: number; quantity: number }[];
      /** Paid at the door: owed back in cash by whoever collected it. */
      cash: {
        amountPaise: number;
        payTo: RefundDestination | null;
        title: string;
        imageKey: string | null;
      };
      /** Taken off the balance still due (stated on the credit note). */
      balanceCreditPaise: number;
      /** The buyer's reason for the return, on the credit note. */
      creditReason: string;
    };

export type PayBack = TakenBack & {
  order: PaidOrder & { fulfillerId: string | null };
  /** Asked of the provider (before the kind's cap, refund-kinds.ts). */
  onlinePaise: number;
  reason: string;
  actor: OrderActor | null;
  now: Date;
};

/**
 * Money back for what the shop takes back: the one place the refund, the earnings reversal and
 * the credit note are written together. Steps, in the caller's transaction with the order's row
 * locked, one statement after the other:
 *   1. refunds: what was paid online is recorded once under its kind (docs/decisions/0022), and
 *      for returned lines what was paid at the door is owed in cash (0058);
 *   2. earnings: the sellers' entries for what came back are reversed, paid ones get a reversal;
 *   3. invoices: a credit note against the order's invoice (0050), last, as the credit-note
 *      series' row stays locked to the commit.
 * Answers the paise recorded for the provider (0: nothing to ask it after the commit).
 */
export async function payBack(
  deps: Pick<OrderFlowDeps, 'refunds' | 'earnings' | 'invoices'>,
  tx: Tx,
  back: PayBack,
): Promise<number> {
  const { order, now } = back;
  if (back.scope === 'order') {
    const refundedPaise = await deps.refunds.record(tx, {
      kind: back.kind,
      order,
      amountPaise: back.onlinePaise,
      reason: back.reason,
      actor: back.actor,
    });
    await deps.earnings.reverseOrder(tx, order.id, now);
    if (back.creditPaise > 0)
      await deps.invoices.orderInvoices.issueCreditNote(
        tx,
        { orderId: order.id, refundedPaise: back.creditPaise, reason: back.reason },
        now,
      );
    return refundedPaise;
  }
  const refundedPaise = await deps.refunds.record(tx, {
    kind: 'return',
    order,
    returnId: back.returnId,
    amountPaise: back.onlinePaise,
    reason: back.reason,
    actor: back.actor,
  });
  await deps.refunds.record(tx, {
    kind: 'cash_owed',
    returnId: back.returnId,
    order,
    ...back.cash,
    now,
  });
  await deps.earnings.reverseLines(tx, order.id, back.lines, now);
  await deps.invoices.issueReturnCreditNote(
    tx,
    {
      orderId: order.id,
      returnId: back.returnId,
      lines: back.lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
      refundedPaise,
      cashRefundPaise: back.cash.amountPaise,
      balanceCreditPaise: back.balanceCreditPaise,
      reason: back.creditReason,
    },
    now,
  );
  return refundedPaise;
}

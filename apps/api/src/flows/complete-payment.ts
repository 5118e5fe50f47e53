import type { OrderInput } from '../modules/orders/buyer-orders.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { OrderFlowDeps, Tx } from './flow-deps';

/**
 * A payment completed and can make its orders (payments decides that: the amount matches, no
 * product was withdrawn, the units and a drop's places are its). Steps, in the transaction that
 * holds the payment's row:
 *   1. orders: one order per fulfiller, the advance split across them, the buyer and each
 *      fulfilling seller told (DESIGN.md "One payment, one order per fulfiller");
 *   2. earnings: each line of a seller's item earns once (docs/decisions/0048);
 *   3. invoices: each order's tax invoice, numbered now (0050); a drop's order is invoiced when
 *      the drop confirms it, at the price it closes at (close-drop.ts).
 * Payments then takes the bought lines out of the cart and records its own state; a payment that
 * can make no order is refunded whole by payments' own landing (an `overflow` refund).
 */
export function createCompletePayment(
  deps: Pick<OrderFlowDeps, 'earnings' | 'invoices'> & {
    orders: Pick<OrdersService, 'createFromPayment'>;
  },
) {
  return async function completePayment(tx: Tx, input: OrderInput, now: Date): Promise<string[]> {
    const made = await deps.orders.createFromPayment(tx, input, now);
    for (const order of made)
      await deps.earnings.recordForNewOrder(tx, { id: order.id, lines: order.earningLines }, now);
    if (!input.dropId)
      for (const order of made)
        await deps.invoices.orderInvoices.issueForNewOrder(tx, order.id, now);
    return made.map((order) => order.id);
  };
}

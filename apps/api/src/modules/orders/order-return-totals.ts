/**
 * What the orders module asks of modules/returns to say what came back of its orders (docs/
 * decisions/0059), declared here so orders never imports returns: app/services.ts passes it in.
 */

/** Of one order's received returns (not exchanges): units back, and money paid back (paise). */
export type OrderReturnTotals = {
  unitsReturned: number;
  /** Paid back through the payment provider. */
  refundedPaise: number;
  /** Paid back in cash for what was paid at the door, marked paid. */
  cashPaidPaise: number;
  /** Owed back in cash, not paid yet. */
  cashOwedPaise: number;
};

export type OrderReturnTotalsReader = {
  /** The totals of a page of orders in one statement, by order id (orders with none left out). */
  forOrders(orderIds: readonly string[]): Promise<Map<string, OrderReturnTotals>>;
};

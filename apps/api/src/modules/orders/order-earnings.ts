import type { Executor } from './order-refunds';

/**
 * What the orders module asks of the sellers' earnings ledger (modules/earnings), declared here so
 * orders never imports earnings: app/services.ts passes it in (docs/decisions/0037, 0048). Every
 * call runs inside the caller's transaction, so an order and its ledger entries change together.
 */

/** One line of a new order as the ledger needs it (paise). */
export type EarningLine = {
  orderItemId: string;
  /** The design's or accessory's seller; null once their account is gone (the line earns nothing). */
  sellerId: string | null;
  title: string;
  unitPricePaise: number;
  quantity: number;
  /** The personalisation fee of the line (contract `customizationFeePaise`). */
  customizationPaise: number;
  deliveryPricePaise: number;
  /** The shop prints and ships it (Print & Delivery): the design's seller earns a royalty. */
  fulfilledByShop: boolean;
};

export type OrderEarnings = {
  /** In the transaction that makes the order: one entry per line of a seller's item, once. */
  recordForNewOrder(
    tx: Executor,
    order: { id: string; lines: readonly EarningLine[] },
    now: Date,
  ): Promise<void>;
  /** In the delivery's transaction: the order's pending entries become available after the hold. */
  startHold(tx: Executor, orderId: string, deliveredAt: Date): Promise<void>;
  /** In the cancel's (or refund's) transaction: unpaid entries reversed, paid ones get a reversal. */
  reverseOrder(tx: Executor, orderId: string, now: Date): Promise<void>;
  /**
   * In the closing transaction of a drop that reached a tier: the line's pending entry earns on
   * its new, lower unit price (the line as it now is).
   */
  repriceLine(tx: Executor, line: EarningLine): Promise<void>;
  /**
   * In the transaction that records the balance of an advance the fulfilling seller collected at
   * the door: a `collected` entry of minus the amount, available with the order's other entries.
   */
  recordCollectedBalance(
    tx: Executor,
    collected: { orderId: string; sellerId: string; amountPaise: number; title: string },
    now: Date,
  ): Promise<void>;
};

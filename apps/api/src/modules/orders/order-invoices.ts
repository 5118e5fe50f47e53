import type { Executor } from './order-refunds';

/**
 * What the orders module asks of tax invoices (modules/invoices), declared here so orders never
 * imports invoices: app/services.ts passes it in (docs/decisions/0037, 0050), as it does the
 * earnings ledger. The issuing calls run inside the caller's transaction, so an order and its
 * invoice (and its number in the series) are made or rolled back together.
 */

/** An order's documents' numbers, as the order JSON carries them. */
export type OrderDocumentNumbers = {
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
};

export type OrderInvoices = {
  /**
   * In the transaction that makes a paid order (a drop's order: the one that confirms it when the
   * drop succeeds, after its tier repricing): its tax invoice, numbered next in the financial
   * year's series, once per order.
   */
  issueForNewOrder(tx: Executor, orderId: string, now: Date): Promise<void>;
  /**
   * In the cancel's transaction, when what was paid for an invoiced order is refunded: a credit
   * note cancelling its invoice, once per order. Nothing for an order without an invoice (a
   * drop's order cancelled while it was held).
   */
  issueCreditNote(
    tx: Executor,
    cancelled: { orderId: string; refundedPaise: number; reason: string },
    now: Date,
  ): Promise<void>;
  /** The numbers of these orders' documents (one statement for a page of orders), by order id. */
  numbersFor(orderIds: readonly string[]): Promise<Map<string, OrderDocumentNumbers>>;
};

/**
 * What the orders module reads of tax documents (modules/invoices), declared here so orders never
 * imports invoices: app/services.ts passes it in (docs/decisions/0037, 0050). Issuing them is the
 * order flows' (apps/api/src/flows), in the transactions that make and cancel orders.
 */

/** An order's documents' numbers, as the order JSON carries them. */
export type OrderDocumentNumbers = {
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
};

export type OrderDocumentNumbersReader = {
  /** The numbers of these orders' documents (one statement for a page of orders), by order id. */
  numbersFor(orderIds: readonly string[]): Promise<Map<string, OrderDocumentNumbers>>;
};

/**
 * Tax invoices and credit notes of orders (docs/decisions/0050): where the browser asks
 * for them, what their files are called, and the texts both sides show. The tax rules are gst.ts.
 */

/** `GET /api/orders/{id}/invoice` and `/credit-note`: the PDF, for the buyer and admins. */
export const TAX_DOCUMENT_PATHS = {
  invoice: (orderId: string) => `orders/${encodeURIComponent(orderId)}/invoice`,
  creditNote: (orderId: string) => `orders/${encodeURIComponent(orderId)}/credit-note`,
  /** A received return's credit note, for the returned lines only (docs/decisions/0052). */
  returnCreditNote: (returnId: string) => `returns/${encodeURIComponent(returnId)}/credit-note`,
} as const;

/** "invoice-CT-2026-27-000123.pdf": a document's number made safe for a file name. */
export function taxDocumentFileName(kind: 'invoice' | 'credit-note', number: string): string {
  return `${kind}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/**
 * What an order's document is called (decision 0060): a tax invoice under the shop's GSTIN, or,
 * while the shop has none, a bill of supply, which charges no GST (an unregistered supplier
 * cannot). Both are numbered in the one invoice series; a credit note follows its document.
 */
export const TAX_DOCUMENT_TITLES = {
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  creditNote: 'Credit Note',
} as const;

/** Printed on a bill of supply, where a tax invoice prints its tax. */
export const BILL_OF_SUPPLY_NOTE =
  'Supplier not registered under GST: no GST is charged on this bill of supply.';

export const INVOICE_MESSAGES = {
  /** A 404 for a missing order or invoice, and for an order that is not the asker's. */
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Credit note',
  downloadFailed: 'Could not download the document. Please try again.',
  /** A 503 while the server draws more documents than it queues (docs/decisions/0064). */
  busy: 'Your document is being prepared. Please try again in a minute.',
} as const;

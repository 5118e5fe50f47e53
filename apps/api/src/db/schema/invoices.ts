import type { GstTotals } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

// Owned by modules/invoices: the orders' tax invoices and credit notes, and the counters that
// number them (docs/decisions/0050).

/** A party as a tax document prints it. */
export type TaxDocumentParty = {
  name: string;
  /** Street address as written (lines joined with new lines). */
  address: string;
  state: string;
  /** The state's GST code ("18"), null for a state not in the list. */
  stateCode: string | null;
};

/** One line of a tax document: the goods, their HSN code, and the money worked out to the paisa. */
export type TaxDocumentLine = {
  description: string;
  /** Size, colour, personalisation and delivery, as one line under the description. */
  details: string;
  hsn: string;
  quantity: number;
  /** Price of one unit, tax included. */
  unitPricePaise: number;
  totalPaise: number;
  taxablePaise: number;
  taxPaise: number;
  rateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Everything a tax invoice prints, frozen when it is issued: a later change of the shop's
 * settings, the rates or the buyer's account never changes an issued invoice.
 */
export type InvoiceSnapshot = {
  number: string;
  financialYear: string;
  issuedAt: string;
  order: {
    id: string;
    shortId: string;
    placedAt: string;
    paymentReference: string;
    paymentMethod: string;
    transactionId: string | null;
  };
  supplier: TaxDocumentParty & { gstin: string };
  buyer: TaxDocumentParty & { district: string; pinCode: string };
  /** "Assam (18)": where the goods are delivered. */
  placeOfSupply: string;
  /** CGST + SGST when true, IGST otherwise. */
  intraState: boolean;
  /** The seller who ships a Self Service order; null for the shop's own. */
  fulfilledBy: string | null;
  lines: TaxDocumentLine[];
  totals: GstTotals;
  /**
   * `bill_of_supply`: issued while the shop had no GSTIN, so no line carries GST (decision 0060);
   * absent on a tax invoice (and on every document issued before).
   */
  documentType?: 'bill_of_supply';
  /** Paid with the order (all of it, or the advance). */
  advancePaise: number;
  /** Due on delivery. */
  balancePaise: number;
};

/** A credit note: the invoice it cancels (its lines and totals), the reason and the refund. */
export type CreditNoteSnapshot = Omit<InvoiceSnapshot, 'advancePaise' | 'balancePaise'> & {
  invoice: { number: string; issuedAt: string };
  reason: string;
  /** What was paid back to the buyer through the payment provider (what they had paid online). */
  refundedPaise: number;
  /**
   * Of a return of an advance order (docs/decisions/0058): paid back in cash for what was paid at
   * the door, and taken off the balance still due. Absent on older notes (0).
   */
  cashRefundPaise?: number;
  balanceCreditPaise?: number;
  /**
   * `return`: it credits only the returned lines of a received return (docs/decisions/0052);
   * absent on a cancel's, which cancels the whole invoice.
   */
  kind?: 'return';
};

/**
 * The next number of each series (`invoice`, `credit_note`) per financial year: the last number
 * given. Incremented under its row lock in the transaction that issues the document, so numbers
 * are consecutive with no gap (a transaction that rolls back gives its number back).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_series_positive', sql`${t.lastNumber} >= 1`),
    check('document_series_kind', sql`${t.series} in ('invoice', 'credit_note')`),
  ],
);

/**
 * Where a document's PDF is stored (docs/decisions/0064): rendered once after it is issued, in the
 * render pool, and kept under `pdf_key` in the storage layer (local or S3), so every download and
 * e-mail sends the same bytes. `pdf_layout_version` is the layout it was drawn with; 0 = not yet
 * drawn, and a document drawn with an older layout is drawn again.
 */
const storedPdfColumns = () => ({
  pdfKey: text('pdf_key'),
  pdfLayoutVersion: integer('pdf_layout_version').notNull().default(0),
});

/** One tax invoice per order (an order is one fulfiller's part of a payment). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // No cascade: a tax invoice is kept (GST records: six years) whatever happens to the order.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id)
      .unique('invoices_order'),
    /** The buyer, who may read it (with admins). */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull().unique('invoices_number'),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    ...storedPdfColumns(),
  },
  (t) => [
    unique('invoices_year_sequence').on(t.financialYear, t.sequence),
    index('invoices_pdf_layout').on(t.pdfLayoutVersion),
  ],
);

/**
 * A credit note, in a series of its own: one per cancelled and refunded invoiced order, and one per
 * refunded return request (`return_id`, docs/decisions/0052) for the goods sent back.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return request it credits (modules/returns; no foreign key), null for a cancel's. */
    returnId: uuid('return_id'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull().unique('credit_notes_number'),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>().notNull(),
    ...storedPdfColumns(),
  },
  (t) => [
    unique('credit_notes_year_sequence').on(t.financialYear, t.sequence),
    index('credit_notes_pdf_layout').on(t.pdfLayoutVersion),
    uniqueIndex('credit_notes_order')
      .on(t.orderId)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('credit_notes_return').on(t.returnId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

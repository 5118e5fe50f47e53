import {
  INVOICE_MESSAGES,
  taxDocumentFileName,
  type GstRules,
  type ShopTaxDetails,
} from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { accessoriesByIds } from '../accessories/accessory-lookups';
import type { OrderDocumentNumbers, OrderInvoices } from '../orders/order-invoices';
import { invoiceSourceOf } from '../orders/order-invoice-source';
import type { Executor } from '../orders/order-refunds';
import { nextDocumentNumber } from './document-series';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
import { creditNoteSnapshotOf, invoiceSnapshotOf } from './invoice-snapshot';

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** A document as the route sends it. */
export type TaxDocumentFile = { fileName: string; pdf: Buffer };

/**
 * Tax invoices and credit notes (issue 21, docs/decisions/0050). Orders issue them through
 * `orderInvoices` (their `OrderInvoices` port) in the transactions that make and cancel orders;
 * the buyer and admins download them as PDFs, drawn from the snapshot frozen at issue.
 * `settings`: the shop and the GST rates, read through the issuing transaction (settings module,
 * passed in by app/services.ts).
 */
export function createInvoicesService(deps: {
  db: Db;
  settings: (tx: Executor) => Promise<{ shop: ShopTaxDetails; gst: GstRules }>;
}) {
  const { db } = deps;

  /** The accessories' categories of an order's lines (their HSN code and rate), by id. */
  async function categoriesOf(tx: Executor, accessoryIds: string[]) {
    const rows = await accessoriesByIds(tx, [...new Set(accessoryIds)]);
    return new Map(rows.map((row) => [row.id, row.category]));
  }

  const orderInvoices: OrderInvoices = {
    async issueForNewOrder(tx, orderId, now) {
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      if (existing) return;
      const source = await invoiceSourceOf(tx, orderId);
      if (!source) return;
      const { shop, gst } = await deps.settings(tx);
      const categories = await categoriesOf(
        tx,
        source.lines.flatMap((line) => (line.accessoryId ? [line.accessoryId] : [])),
      );
      // The number last: the series' row stays locked only from here to the commit.
      const issued = await nextDocumentNumber(tx, 'invoice', now);
      const snapshot = invoiceSnapshotOf({ source, categories, shop, gst, issued, now });
      await tx.insert(invoices).values({
        orderId,
        buyerId: source.order.userId,
        number: issued.number,
        financialYear: issued.financialYear,
        sequence: issued.sequence,
        issuedAt: now,
        snapshot,
      });
    },

    async issueCreditNote(tx, cancelled, now) {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, cancelled.orderId));
      if (!invoice) return;
      const [existing] = await tx
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .where(eq(creditNotes.orderId, cancelled.orderId));
      if (existing) return;
      const issued = await nextDocumentNumber(tx, 'creditNote', now);
      await tx.insert(creditNotes).values({
        orderId: cancelled.orderId,
        invoiceId: invoice.id,
        buyerId: invoice.buyerId,
        number: issued.number,
        financialYear: issued.financialYear,
        sequence: issued.sequence,
        issuedAt: now,
        snapshot: creditNoteSnapshotOf({
          invoice: invoice.snapshot,
          issued,
          now,
          reason: cancelled.reason,
          refundedPaise: cancelled.refundedPaise,
        }),
      });
    },

    async numbersFor(orderIds) {
      const numbers = new Map<string, OrderDocumentNumbers>();
      if (orderIds.length === 0) return numbers;
      const rows = await db
        .select({
          orderId: invoices.orderId,
          invoiceNumber: invoices.number,
          creditNoteNumber: creditNotes.number,
        })
        .from(invoices)
        .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
        .where(inArray(invoices.orderId, [...orderIds]));
      for (const row of rows)
        numbers.set(row.orderId, {
          invoiceNumber: row.invoiceNumber,
          creditNoteNumber: row.creditNoteNumber,
        });
      return numbers;
    },
  };

  /** The buyer and admins may read an order's documents; anyone else gets the 404 of none. */
  const mayRead = (buyerId: string, viewer: NonNullable<Viewer>) =>
    viewer.isAdmin || viewer.id === buyerId;

  /** GET /api/orders/{id}/invoice. */
  async function invoiceFile(
    orderId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<TaxDocumentFile> {
    const [row] = isUuid(orderId)
      ? await db.select().from(invoices).where(eq(invoices.orderId, orderId))
      : [];
    if (!row || !mayRead(row.buyerId, viewer))
      throw new AppError('NOT_FOUND', INVOICE_MESSAGES.invoiceNotFound);
    return {
      fileName: taxDocumentFileName('invoice', row.number),
      pdf: await invoicePdf(row.snapshot),
    };
  }

  /** GET /api/orders/{id}/credit-note. */
  async function creditNoteFile(
    orderId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<TaxDocumentFile> {
    const [row] = isUuid(orderId)
      ? await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))
      : [];
    if (!row || !mayRead(row.buyerId, viewer))
      throw new AppError('NOT_FOUND', INVOICE_MESSAGES.creditNoteNotFound);
    return {
      fileName: taxDocumentFileName('credit-note', row.number),
      pdf: await creditNotePdf(row.snapshot),
    };
  }

  /**
   * The order's invoice as an e-mail attachment (the order confirmation, docs/decisions/0051), or
   * null when it has none (a drop's order is invoiced when the drop confirms it).
   */
  async function invoiceAttachment(
    orderId: string,
  ): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
    const [row] = isUuid(orderId)
      ? await db.select().from(invoices).where(eq(invoices.orderId, orderId))
      : [];
    if (!row) return null;
    return {
      filename: taxDocumentFileName('invoice', row.number),
      content: await invoicePdf(row.snapshot),
      contentType: 'application/pdf',
    };
  }

  return { orderInvoices, invoiceFile, creditNoteFile, invoiceAttachment };
}

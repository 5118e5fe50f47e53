import {
  INVOICE_MESSAGES,
  taxDocumentFileName,
  type GstRules,
  type ShopTaxDetails,
} from '@campus-threads/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Storage } from '../../lib/storage';
import { PoolBusyError } from '../../lib/worker-pool';
import { accessoriesByIds } from '../accessories/accessory-lookups';
import type { OrderDocumentNumbers } from '../orders/order-invoices';
import { invoiceSourceOf } from '../orders/order-invoice-source';
import type { Executor } from '../orders/order-refunds';
import { nextDocumentNumber } from './document-series';
import {
  creditNoteSnapshotOf,
  invoiceSnapshotOf,
  returnCreditNoteSnapshotOf,
} from './invoice-snapshot';
import {
  createStoredDocuments,
  type StoredDocumentRow,
  type TaxDocumentKind,
  type TaxDocumentRender,
} from './stored-documents';

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** A document as the route sends it. */
export type TaxDocumentFile = { fileName: string; pdf: Buffer };

/** A received return to credit (modules/returns, docs/decisions/0052). */
export type ReturnCredit = {
  orderId: string;
  returnId: string;
  lines: readonly { orderItemId: string; quantity: number }[];
  refundedPaise: number;
  /** Paid back in cash, and taken off the balance due (docs/decisions/0058). */
  cashRefundPaise: number;
  balanceCreditPaise: number;
  reason: string;
};

/** An order's cancel credit note; a return's carries its return_id (docs/decisions/0052). */
const cancelNoteOf = (orderId: string) =>
  and(eq(creditNotes.orderId, orderId), isNull(creditNotes.returnId));

/**
 * Tax invoices and credit notes (docs/decisions/0050). The order flows issue them
 * (`orderInvoices`) in the transactions that make and cancel orders (complete-payment, close-drop,
 * pay-back); orders reads their numbers through its `OrderDocumentNumbersReader` port; the buyer
 * and admins download them as PDFs, drawn from the snapshot frozen at issue.
 * `settings`: the shop and the GST rates, read through the issuing transaction (settings module,
 * passed in by app/services.ts).
 */
export function createInvoicesService(deps: {
  db: Db;
  settings: (tx: Executor) => Promise<{ shop: ShopTaxDetails; gst: GstRules }>;
  /** Where the drawn PDFs are kept (docs/decisions/0064). */
  storage: Storage;
  /** Draws a PDF off the event loop (the worker pool). */
  render: (task: TaxDocumentRender) => Promise<Uint8Array>;
}) {
  const { db } = deps;
  const stored = createStoredDocuments(deps);

  /** A document as a file: its stored PDF under its GST file name. */
  async function fileOf(kind: TaxDocumentKind, row: StoredDocumentRow): Promise<TaxDocumentFile> {
    try {
      return {
        fileName: taxDocumentFileName(kind, row.number),
        pdf: await stored.pdfOf(kind, row),
      };
    } catch (error) {
      if (error instanceof PoolBusyError) throw new AppError('UNAVAILABLE', INVOICE_MESSAGES.busy);
      throw error;
    }
  }

  const asAttachment = (file: TaxDocumentFile) => ({
    filename: file.fileName,
    content: file.pdf,
    contentType: 'application/pdf',
  });

  /** The accessories' categories of an order's lines (their HSN code and rate), by id. */
  async function categoriesOf(tx: Executor, accessoryIds: string[]) {
    const rows = await accessoriesByIds(tx, [...new Set(accessoryIds)]);
    return new Map(rows.map((row) => [row.id, row.category]));
  }

  const orderInvoices = {
    /**
     * In the transaction that makes a paid order (a drop's order: the one that confirms it when
     * the drop succeeds, after its tier repricing): its tax invoice, numbered next in the
     * financial year's series, once per order.
     */
    async issueForNewOrder(tx: Executor, orderId: string, now: Date): Promise<void> {
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

    /**
     * In the cancel's transaction, when what was paid for an invoiced order is refunded: a credit
     * note cancelling its invoice, once per order. Nothing for an order without an invoice (a
     * drop's order cancelled while it was held).
     */
    async issueCreditNote(
      tx: Executor,
      cancelled: { orderId: string; refundedPaise: number; reason: string },
      now: Date,
    ): Promise<void> {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, cancelled.orderId));
      if (!invoice) return;
      const [existing] = await tx
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .where(cancelNoteOf(cancelled.orderId));
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

    async numbersFor(orderIds: readonly string[]): Promise<Map<string, OrderDocumentNumbers>> {
      const numbers = new Map<string, OrderDocumentNumbers>();
      if (orderIds.length === 0) return numbers;
      const rows = await db
        .select({
          orderId: invoices.orderId,
          invoiceNumber: invoices.number,
          creditNoteNumber: creditNotes.number,
        })
        .from(invoices)
        .leftJoin(
          creditNotes,
          and(eq(creditNotes.invoiceId, invoices.id), isNull(creditNotes.returnId)),
        )
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
    return fileOf('invoice', row);
  }

  /** GET /api/orders/{id}/credit-note. */
  async function creditNoteFile(
    orderId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<TaxDocumentFile> {
    const [row] = isUuid(orderId)
      ? await db.select().from(creditNotes).where(cancelNoteOf(orderId))
      : [];
    if (!row || !mayRead(row.buyerId, viewer))
      throw new AppError('NOT_FOUND', INVOICE_MESSAGES.creditNoteNotFound);
    return fileOf('credit-note', row);
  }

  /**
   * In the transaction that marks a return received (docs/decisions/0052): a credit note of just
   * the returned lines against the order's invoice, numbered next in the credit-note series, once
   * per return (unique return_id). Nothing for an order without an invoice (a ₹0 replacement).
   * Call it last: the series' row stays locked from here to the commit.
   */
  async function issueReturnCreditNote(
    tx: Executor,
    returned: ReturnCredit,
    now: Date,
  ): Promise<void> {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, returned.orderId));
    if (!invoice) return;
    const [existing] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.returnId, returned.returnId));
    if (existing) return;
    const source = await invoiceSourceOf(tx, returned.orderId);
    if (!source) return;
    const issued = await nextDocumentNumber(tx, 'creditNote', now);
    await tx.insert(creditNotes).values({
      orderId: returned.orderId,
      returnId: returned.returnId,
      invoiceId: invoice.id,
      buyerId: invoice.buyerId,
      number: issued.number,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      issuedAt: now,
      snapshot: returnCreditNoteSnapshotOf({
        invoice: invoice.snapshot,
        source,
        returned: returned.lines,
        issued,
        now,
        reason: returned.reason,
        refundedPaise: returned.refundedPaise,
        cashRefundPaise: returned.cashRefundPaise,
        balanceCreditPaise: returned.balanceCreditPaise,
      }),
    });
  }

  /** The credit notes' numbers of a page of return requests (one statement), by request id. */
  async function returnCreditNoteNumbers(returnIds: readonly string[]) {
    if (returnIds.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ returnId: creditNotes.returnId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, [...returnIds]));
    return new Map(rows.flatMap((r) => (r.returnId ? [[r.returnId, r.number] as const] : [])));
  }

  /** GET /api/returns/{id}/credit-note: the buyer and admins; anyone else the 404 of none. */
  async function returnCreditNoteFile(
    returnId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<TaxDocumentFile> {
    const [row] = isUuid(returnId)
      ? await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId))
      : [];
    if (!row || !mayRead(row.buyerId, viewer))
      throw new AppError('NOT_FOUND', INVOICE_MESSAGES.creditNoteNotFound);
    return fileOf('credit-note', row);
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
    return asAttachment(await fileOf('invoice', row));
  }

  /** Whether the order's cancel note (or the return's, with `returnId`) was issued. */
  async function creditNoteIssued(
    executor: Pick<Executor, 'select'>,
    orderId: string,
    returnId: string | null,
  ): Promise<boolean> {
    const [row] = await executor
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(returnId ? eq(creditNotes.returnId, returnId) : cancelNoteOf(orderId))
      .limit(1);
    return Boolean(row);
  }

  /**
   * A credit note as an e-mail attachment (a refund's e-mail, docs/decisions/0054): the order's
   * cancel note, or the return's when `returnId` is given; null when none was issued.
   */
  async function creditNoteAttachment(
    orderId: string,
    returnId: string | null,
  ): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
    if (!isUuid(orderId) || (returnId !== null && !isUuid(returnId))) return null;
    const [row] = await db
      .select()
      .from(creditNotes)
      .where(returnId ? eq(creditNotes.returnId, returnId) : cancelNoteOf(orderId));
    if (!row || row.orderId !== orderId) return null;
    return asAttachment(await fileOf('credit-note', row));
  }

  return {
    orderInvoices,
    /** The job that draws documents after they are issued. */
    renderDue: stored.renderDue,
    invoiceFile,
    creditNoteFile,
    invoiceAttachment,
    creditNoteAttachment,
    creditNoteIssued,
    issueReturnCreditNote,
    returnCreditNoteNumbers,
    returnCreditNoteFile,
  };
}

import { and, asc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creditNotes,
  invoices,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from '../../db/schema/invoices';
import { PRIVATE_KEY_PREFIX } from '../../lib/file-urls';
import { contentHash, type Storage } from '../../lib/storage';
import { TAX_DOCUMENT_LAYOUT_VERSION } from './invoice-pdf';

/** What the render pool is asked to draw (workers/render-tasks.ts runs it). */
export type TaxDocumentRender =
  | { kind: 'invoice-pdf'; snapshot: InvoiceSnapshot }
  | { kind: 'credit-note-pdf'; snapshot: CreditNoteSnapshot };

export type TaxDocumentKind = 'invoice' | 'credit-note';

/** The columns of an invoice or credit note the stored PDF needs. */
export type StoredDocumentRow = {
  id: string;
  number: string;
  financialYear: string;
  snapshot: InvoiceSnapshot | CreditNoteSnapshot;
  pdfKey: string | null;
  pdfLayoutVersion: number;
};

const tableOf = (kind: TaxDocumentKind) => (kind === 'invoice' ? invoices : creditNotes);

/** How often app/jobs.ts runs `renderDue`. */
export const DOCUMENT_RENDER_INTERVAL_MS = 3_000;
/** Documents drawn per table in one run of the job. */
const RENDER_BATCH = 10;

/**
 * Each tax document's PDF, drawn once (docs/decisions/0064). The render job draws a document soon
 * after its transaction issued it, in the worker pool, and stores it under `documents/tax/…`
 * (private: /files never serves it; the buyer downloads it through the order's route); every
 * download and e-mail then reads those same bytes. A document whose layout version is older than
 * TAX_DOCUMENT_LAYOUT_VERSION, or whose file went missing, is drawn again when next read.
 *
 * Two processes may draw one document at once: the drawing is deterministic (the snapshot and its
 * issue time fix every byte), so both store the same key, and the first to record it wins.
 */
export function createStoredDocuments(deps: {
  db: Db;
  storage: Storage;
  render: (task: TaxDocumentRender) => Promise<Uint8Array>;
}) {
  const { db, storage } = deps;
  /** Drawings under way in this process: the job and the mail sender wait for the same one. */
  const drawing = new Map<string, Promise<Buffer>>();

  function draw(kind: TaxDocumentKind, row: StoredDocumentRow): Promise<Buffer> {
    const id = `${kind}:${row.id}`;
    let pending = drawing.get(id);
    if (!pending) {
      pending = drawAndStore(kind, row).finally(() => drawing.delete(id));
      drawing.set(id, pending);
    }
    return pending;
  }

  async function drawAndStore(kind: TaxDocumentKind, row: StoredDocumentRow): Promise<Buffer> {
    const task: TaxDocumentRender =
      kind === 'invoice'
        ? { kind: 'invoice-pdf', snapshot: row.snapshot as InvoiceSnapshot }
        : { kind: 'credit-note-pdf', snapshot: row.snapshot as CreditNoteSnapshot };
    const bytes = Buffer.from(await deps.render(task));
    const fileSafe = row.number.replace(/[^A-Za-z0-9._-]+/g, '-');
    const key = `${PRIVATE_KEY_PREFIX}tax/${kind}s/${row.financialYear}/${fileSafe}-v${TAX_DOCUMENT_LAYOUT_VERSION}-${contentHash(bytes)}.pdf`;
    await storage.put(key, bytes);
    const table = tableOf(kind);
    const seen: SQL =
      row.pdfKey === null ? isNull(table.pdfKey) : (eq(table.pdfKey, row.pdfKey) as SQL);
    const [recorded] = await db
      .update(table)
      .set({ pdfKey: key, pdfLayoutVersion: TAX_DOCUMENT_LAYOUT_VERSION })
      .where(and(eq(table.id, row.id), seen))
      .returning({ id: table.id });
    if (recorded) return bytes;
    // Another process recorded its drawing first: send the one on record.
    const [winner] = await db
      .select({ pdfKey: table.pdfKey })
      .from(table)
      .where(eq(table.id, row.id));
    if (!winner?.pdfKey || winner.pdfKey === key) return bytes;
    return (await storage.read(winner.pdfKey)) ?? bytes;
  }

  /** The document's PDF: the stored bytes, or drawn (and stored) now if it has none yet. */
  async function pdfOf(kind: TaxDocumentKind, row: StoredDocumentRow): Promise<Buffer> {
    if (row.pdfKey && row.pdfLayoutVersion === TAX_DOCUMENT_LAYOUT_VERSION) {
      const stored = await storage.read(row.pdfKey);
      if (stored) return stored;
    }
    return draw(kind, row);
  }

  /** The job: draws the documents issued (or laid out anew) since it last ran, oldest first. */
  async function renderDue(): Promise<number> {
    let drawn = 0;
    for (const kind of ['invoice', 'credit-note'] as const) {
      const table = tableOf(kind);
      const due = await db
        .select({
          id: table.id,
          number: table.number,
          financialYear: table.financialYear,
          snapshot: table.snapshot,
          pdfKey: table.pdfKey,
          pdfLayoutVersion: table.pdfLayoutVersion,
        })
        .from(table)
        .where(lt(table.pdfLayoutVersion, TAX_DOCUMENT_LAYOUT_VERSION))
        .orderBy(asc(table.issuedAt))
        .limit(RENDER_BATCH);
      for (const row of due) {
        await draw(kind, row);
        drawn += 1;
      }
    }
    return drawn;
  }

  return { pdfOf, renderDue };
}

export type StoredDocuments = ReturnType<typeof createStoredDocuments>;

import { Piscina } from 'piscina';
import { creditNotePdf, invoicePdf } from '../modules/invoices/invoice-pdf';
import type { TaxDocumentRender } from '../modules/invoices/stored-documents';

/** What the render pool draws (docs/decisions/0064); each answers the file's bytes. */
export type RenderTask = TaxDocumentRender;

async function draw(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'invoice-pdf':
      return invoicePdf(task.snapshot);
    case 'credit-note-pdf':
      return creditNotePdf(task.snapshot);
  }
}

/** Runs in a worker thread; the bytes go back moved, not copied. */
export default async function renderTask(task: RenderTask) {
  const bytes = await draw(task);
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return Piscina.move(own);
}

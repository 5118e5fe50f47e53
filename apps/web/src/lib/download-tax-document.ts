import { TAX_DOCUMENT_PATHS, taxDocumentFileName } from '@campus-threads/contract';
import { api, type DownloadResult } from '@/lib/api-client';

export type TaxDocumentKind = 'invoice' | 'credit-note';

/**
 * An order's tax invoice or credit note (GET /api/orders/{id}/invoice | /credit-note,
 * docs/decisions/0050): fetched with the bearer token (only the buyer and admins may read it,
 * never a plain link) and saved under its number, "invoice-CT-2026-27-000123.pdf". Throws the
 * API's error on failure.
 */
export function downloadTaxDocument(
  kind: TaxDocumentKind,
  orderId: string,
  number: string,
): Promise<DownloadResult> {
  return api.download(
    kind === 'invoice'
      ? TAX_DOCUMENT_PATHS.invoice(orderId)
      : TAX_DOCUMENT_PATHS.creditNote(orderId),
    { accept: 'application/pdf', fileName: taxDocumentFileName(kind, number) },
  );
}

import { TAX_DOCUMENT_PATHS, taxDocumentFileName } from '@campus-threads/contract';
import { api, type DownloadResult } from '@/lib/api-client';

/**
 * GET /api/returns/{id}/credit-note: the credit note of a received return (its lines only),
 * fetched with the bearer token (never a plain link) and saved under its number.
 */
export function downloadReturnCreditNote(
  returnId: string,
  creditNoteNumber: string,
): Promise<DownloadResult> {
  return api.download(TAX_DOCUMENT_PATHS.returnCreditNote(returnId), {
    accept: 'application/pdf',
    fileName: taxDocumentFileName('credit-note', creditNoteNumber),
  });
}

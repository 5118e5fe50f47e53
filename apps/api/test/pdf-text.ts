import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The selectable text of a PDF, all pages joined (pdf.js through unpdf, so the tests need nothing
 * installed): what a reader's copy and search would find in an invoice.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { InvoicesService, TaxDocumentFile } from './invoices.service';

const idParams = z.object({ id: z.string() });
/** A PDF's bytes: Fastify sends a Buffer as it is (only JSON goes through the serializer). */
export const pdfFileSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value));
const schema = { params: idParams, response: { 200: pdfFileSchema } };

/** A document as a download: private to the asker, never cached on the way (returns' too). */
export function sendPdf(reply: FastifyReply, file: TaxDocumentFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/**
 * GET /api/orders/{id}/invoice and /credit-note (registered under /orders): the order's tax
 * invoice or credit note as a PDF, for its buyer and admins; anyone else, and an order without
 * one, gets the same 404 (docs/decisions/0050).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/:id/invoice', { schema }, async (request, reply) =>
    sendPdf(reply, await invoices.invoiceFile(request.params.id, currentUser(request))),
  );

  app.get('/:id/credit-note', { schema }, async (request, reply) =>
    sendPdf(reply, await invoices.creditNoteFile(request.params.id, currentUser(request))),
  );
};

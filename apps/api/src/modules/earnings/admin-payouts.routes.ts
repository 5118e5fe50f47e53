import {
  adminPayoutsResponseSchema,
  csvFileSchema,
  exportPeriodSchema,
  payoutExportFileName,
  payoutSchema,
  recordPayoutSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import type { PayoutsService } from './payouts.service';
import { payoutsCsv } from './payouts-export';

/** /api/admin/payouts: admins only (the guard in each route's own options). */
export const adminPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.get(
    '/',
    { onRequest: app.requireAdmin, schema: { response: { 200: adminPayoutsResponseSchema } } },
    async () => payouts.list(),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { body: recordPayoutSchema, response: { 201: payoutSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await payouts.record(currentUser(request), request.body)),
  );

  app.get(
    '/export',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: exportPeriodSchema, response: { 200: csvFileSchema } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await payouts.inPeriod(from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${payoutExportFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .send(payoutsCsv(rows));
    },
  );
};

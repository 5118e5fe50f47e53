import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderStatusUpdateSchema,
  paginationQuerySchema,
  sellerExportFileName,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { OrdersService } from './orders.service';
import { sellerOrdersCsv } from './seller-export';

const idParams = z.object({ id: z.string() });

/** A day of a sales period, as a date picker gives it (YYYY-MM-DD). */
const day = z.iso.date();
const sellerOrdersQuery = paginationQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
});
/** Both dates are required for an export (spec: seller-admin §5 Orders). */
const exportQuery = z
  .object({
    from: z.iso.date({ error: ORDER_MESSAGES.exportDatesRequired }),
    to: z.iso.date({ error: ORDER_MESSAGES.exportDatesRequired }),
  })
  .refine((q) => q.from <= q.to, { message: ORDER_MESSAGES.exportDatesOrder, path: ['to'] });

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  // Ordering needs an account (DECISIONS #18): a guest id has no orders, and saying so needs no
  // sign-in (the spec's signed-out guest asks), so this one route sits outside the guard below.
  app.get(
    '/guest/:guestId',
    { schema: { params: z.object({ guestId: z.string().max(100) }) } },
    async () => [],
  );

  await app.register(async (signedIn) => signedInOrderRoutes(signedIn, { orders }));
};

const signedInOrderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/myorders', async (request) => orders.listMine(currentUser(request).id));

  // Sales history: the orders the signed-in seller fulfils, their own lines only.
  app.get('/seller', { schema: { querystring: sellerOrdersQuery } }, async (request) =>
    orders.listForSeller(currentUser(request).id, request.query),
  );

  app.get('/seller/export', { schema: { querystring: exportQuery } }, async (request, reply) => {
    const { from, to } = request.query;
    const sold = await orders.sellerOrdersInPeriod(currentUser(request).id, from, to);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${sellerExportFileName(from, to)}"`)
      .header('cache-control', 'no-store')
      .send(sellerOrdersCsv(sold));
  });

  app.get('/:id', { schema: { params: idParams } }, async (request) =>
    orders.getForViewer(request.params.id, currentUser(request)),
  );

  app.get('/:id/timeline', { schema: { params: idParams } }, async (request) =>
    orders.timeline(request.params.id, currentUser(request)),
  );

  // Admins, and the seller who fulfils the order within their own rules (orders.service).
  app.patch(
    '/:id/status',
    { schema: { params: idParams, body: orderStatusUpdateSchema } },
    async (request) => orders.changeStatus(request.params.id, request.body, currentUser(request)),
  );
};

import {
  adminExportFileName,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminOrdersResponseSchema,
  csvFileSchema,
  deliveryDateUpdateSchema,
  exportPeriodSchema,
  parseDeliveryDate,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import { adminOrdersCsv } from './admin-orders-export';
import type { AdminOrdersService } from './admin-orders.service';

/**
 * Admin-only order routes under /api/orders (docs/decisions/0021); each carries the admin guard
 * in its own options. The status change (`PATCH /:id/status`) is orders.routes', shared with
 * sellers.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  app.get(
    '/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrdersResponseSchema },
      },
    },
    async (request) => adminOrders.list(request.query),
  );

  app.get(
    '/admin/export',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: exportPeriodSchema, response: { 200: csvFileSchema } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const batches = await adminOrders.exportBatches(from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${adminExportFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .send(adminOrdersCsv(batches));
    },
  );

  app.patch(
    '/:id/delivery-date',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ id: z.string() }),
        body: deliveryDateUpdateSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) =>
      adminOrders.setDeliveryDate(
        request.params.id,
        parseDeliveryDate(request.body.expectedDeliveryDate),
        currentUser(request),
      ),
  );
};

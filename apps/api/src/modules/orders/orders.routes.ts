import {
  buyerCancelSchema,
  lastDeliveryResponseSchema,
  csvFileSchema,
  exportPeriodSchema,
  orderBalanceSchema,
  ORDER_STATUSES,
  orderOrSellerOrderSchema,
  orderSchema,
  orderStatusUpdateSchema,
  orderTimelineResponseSchema,
  paginationQuerySchema,
  sellerExportFileName,
  sellerOrdersResponseSchema,
  type BuyerCancelInput,
  type Order,
  type OrderBalanceInput,
  type SellerOrder,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { OrderStatusChange } from './order-moves';
import type { OrderActor } from './order-refunds';
import type { OrdersService } from './orders.service';
import { sellerOrdersCsv } from './seller-export';

const idParams = z.object({ id: z.string() });

/** A day of a sales period, as a date picker gives it (YYYY-MM-DD). */
const day = z.iso.date();
const sellerOrdersQuery = paginationQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100).optional(),
  requests: z.enum(['open']).optional(),
});

/**
 * The order events these routes start: the flows' (apps/api/src/flows), handed in by
 * app/routes.ts, as a module never imports a flow.
 */
export type OrderEventHandlers = {
  changeStatus(
    id: string,
    change: OrderStatusChange,
    actor: OrderActor,
  ): Promise<Order | SellerOrder>;
  cancelByBuyer(id: string, input: BuyerCancelInput, buyer: OrderActor): Promise<Order>;
  collectBalance(
    id: string,
    input: OrderBalanceInput,
    actor: OrderActor,
  ): Promise<Order | SellerOrder>;
};

type OrderRouteOptions = { orders: OrdersService; events: OrderEventHandlers };

export const ordersRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (
  app,
  { orders, events },
) => {
  // Ordering needs an account (DECISIONS.md row 18): a guest id has no orders, and saying so needs no
  // sign-in (the spec's signed-out guest asks), so this one route sits outside the guard below.
  app.get(
    '/guest/:guestId',
    {
      schema: {
        params: z.object({ guestId: z.string().max(100) }),
        response: { 200: z.array(orderSchema) },
      },
    },
    async () => [],
  );

  await app.register(async (signedIn) => signedInOrderRoutes(signedIn, { orders, events }));
};

const signedInOrderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (
  app,
  { orders, events },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/myorders', { schema: { response: { 200: z.array(orderSchema) } } }, async (request) =>
    orders.listMine(currentUser(request).id),
  );

  app.get(
    '/last-delivery',
    { schema: { response: { 200: lastDeliveryResponseSchema } } },
    async (request) => orders.lastDelivery(currentUser(request).id),
  );

  // Sales history: the orders the signed-in seller fulfils, their own lines only.
  app.get(
    '/seller',
    { schema: { querystring: sellerOrdersQuery, response: { 200: sellerOrdersResponseSchema } } },
    async (request) => orders.listForSeller(currentUser(request).id, request.query),
  );

  app.get(
    '/seller/export',
    { schema: { querystring: exportPeriodSchema, response: { 200: csvFileSchema } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const sold = await orders.sellerOrdersInPeriod(currentUser(request).id, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${sellerExportFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .send(sellerOrdersCsv(sold.orders, sold.money));
    },
  );

  app.get(
    '/:id',
    { schema: { params: idParams, response: { 200: orderSchema } } },
    async (request) => orders.getForViewer(request.params.id, currentUser(request)),
  );

  app.get(
    '/:id/timeline',
    { schema: { params: idParams, response: { 200: orderTimelineResponseSchema } } },
    async (request) => orders.timeline(request.params.id, currentUser(request)),
  );

  // Admins, and the seller who fulfils the order within their own rules (the change-order-status flow).
  app.patch(
    '/:id/status',
    {
      schema: {
        params: idParams,
        body: orderStatusUpdateSchema,
        response: { 200: orderOrSellerOrderSchema },
      },
    },
    async (request) => events.changeStatus(request.params.id, request.body, currentUser(request)),
  );

  // The buyer's own cancel before the order is confirmed (flows/cancel-order.ts, decision 0058).
  app.post(
    '/:id/cancel',
    { schema: { params: idParams, body: buyerCancelSchema, response: { 200: orderSchema } } },
    async (request) => events.cancelByBuyer(request.params.id, request.body, currentUser(request)),
  );

  // The balance of an advance collected at the door: the fulfilling seller or an admin
  // (flows/collect-balance.ts, docs/decisions/0048).
  app.patch(
    '/:id/balance',
    {
      schema: {
        params: idParams,
        body: orderBalanceSchema,
        response: { 200: orderOrSellerOrderSchema },
      },
    },
    async (request) => events.collectBalance(request.params.id, request.body, currentUser(request)),
  );
};

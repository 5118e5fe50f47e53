import {
  createReturnSchema,
  markCashRefundPaidSchema,
  moveReturnSchema,
  RETURN_STATUSES,
  returnListQuerySchema,
  returnRequestSchema,
  returnRequestsResponseSchema,
  type MarkCashRefundPaidInput,
  type MoveReturnInput,
  type ReturnRequest,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import { pdfFileSchema, sendPdf } from '../invoices/invoices.routes';
import type { OrderActor } from '../orders/order-refunds';
import type { ReturnsService } from './returns.service';

const idParams = z.object({ id: z.string() });
/** An order's page lists its whole history by default (the lists default to the open ones). */
const orderReturnsQuery = returnListQuerySchema.extend({
  status: z.enum([...RETURN_STATUSES, 'open', 'all']).default('all'),
});

/**
 * Size exchanges and returns (docs/decisions/0052), registered at /api: the buyer's request on
 * their order, the lists of the buyer, the fulfilling seller and admins, the fulfilling seller's
 * and the admins' moves, and a received return's credit note. Admin routes guard themselves in
 * their own options (app.routeTable lists them as admin-only).
 */
/**
 * Deciding a request and marking its cash refund paid: the move-return and pay-cash-refund flows
 * (apps/api/src/flows), handed in by app/routes.ts.
 */
export type ReturnEventHandlers = {
  move(id: string, change: MoveReturnInput, actor: OrderActor): Promise<ReturnRequest>;
  payCashRefund(
    returnId: string,
    input: MarkCashRefundPaidInput,
    actor: OrderActor,
  ): Promise<ReturnRequest>;
};

type ReturnRouteOptions = { returns: ReturnsService; events: ReturnEventHandlers };

export const returnsRoutes: FastifyPluginAsyncZod<ReturnRouteOptions> = async (
  app,
  { returns, events },
) => {
  app.get(
    '/admin/returns',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: returnListQuerySchema,
        response: { 200: returnRequestsResponseSchema },
      },
    },
    async (request) => returns.all(request.query),
  );

  app.patch(
    '/admin/returns/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParams, body: moveReturnSchema, response: { 200: returnRequestSchema } },
    },
    async (request) => events.move(request.params.id, request.body, currentUser(request)),
  );

  app.patch(
    '/admin/returns/:id/cash-refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: markCashRefundPaidSchema,
        response: { 200: returnRequestSchema },
      },
    },
    async (request) => events.payCashRefund(request.params.id, request.body, currentUser(request)),
  );

  await app.register(async (signedIn) => signedInReturnRoutes(signedIn, { returns, events }));
};

const signedInReturnRoutes: FastifyPluginAsyncZod<ReturnRouteOptions> = async (
  app,
  { returns, events },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        params: idParams,
        body: createReturnSchema,
        response: { 201: returnRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await returns.create(request.params.id, request.body, currentUser(request))),
  );

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        params: idParams,
        querystring: orderReturnsQuery,
        response: { 200: returnRequestsResponseSchema },
      },
    },
    async (request) => returns.forOrder(request.params.id, currentUser(request), request.query),
  );

  app.get(
    '/returns/mine',
    {
      schema: {
        querystring: returnListQuerySchema,
        response: { 200: returnRequestsResponseSchema },
      },
    },
    async (request) => returns.mine(currentUser(request).id, request.query),
  );

  app.get(
    '/returns/seller',
    {
      schema: {
        querystring: returnListQuerySchema,
        response: { 200: returnRequestsResponseSchema },
      },
    },
    async (request) => returns.forSeller(currentUser(request).id, request.query),
  );

  // The seller who fulfils the order (the service scopes it; an admin may use it too).
  app.patch(
    '/returns/:id',
    {
      schema: { params: idParams, body: moveReturnSchema, response: { 200: returnRequestSchema } },
    },
    async (request) => events.move(request.params.id, request.body, currentUser(request)),
  );

  // The seller who collected the balance and owes the cash back (the service scopes it).
  app.patch(
    '/returns/:id/cash-refund',
    {
      schema: {
        params: idParams,
        body: markCashRefundPaidSchema,
        response: { 200: returnRequestSchema },
      },
    },
    async (request) => events.payCashRefund(request.params.id, request.body, currentUser(request)),
  );

  app.get(
    '/returns/:id/credit-note',
    { schema: { params: idParams, response: { 200: pdfFileSchema } } },
    async (request, reply) =>
      sendPdf(reply, await returns.creditNoteFile(request.params.id, currentUser(request))),
  );
};

import { ORDER_MESSAGES, orderSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { PaymentsService } from './payments.service';

/**
 * POST /api/orders is not a way to buy: orders are made by a completed payment. It only hands
 * back the order of a payment the caller completed (idempotent), as the spec's client calls it.
 * It asks the payment, so it lives here and orders never imports payments
 * (docs/decisions/0037); app.ts registers it under /orders.
 */
const placeOrderSchema = z
  .object({
    merchantOrderId: z.string().max(64).optional(),
    merchantTransactionId: z.string().max(64).optional(),
    paymentInfo: z
      .object({
        merchantOrderId: z.string().max(64).optional(),
        merchantTransactionId: z.string().max(64).optional(),
      })
      .partial()
      .optional(),
  })
  .loose();

export const placeOrderRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', app.requireUser);

  const schema = { body: placeOrderSchema, response: { 201: orderSchema } };
  app.post('/', { schema }, async (request, reply) => {
    const body = request.body;
    const merchantOrderId =
      body.merchantOrderId ??
      body.merchantTransactionId ??
      body.paymentInfo?.merchantOrderId ??
      body.paymentInfo?.merchantTransactionId;
    if (!merchantOrderId) throw new AppError('VALIDATION', ORDER_MESSAGES.paymentNotCompleted);
    const status = await payments.checkStatus(merchantOrderId, currentUser(request));
    if (status.state === 'FAILED' || status.state === 'CANCELLED')
      throw new AppError('CONFLICT', ORDER_MESSAGES.paymentCancelledOrFailed);
    // Paid, but it could make no order: its message says why and that it is refunded in full.
    if (status.state === 'REFUNDED') throw new AppError('CONFLICT', status.message);
    if (!status.order) throw new AppError('CONFLICT', ORDER_MESSAGES.paymentNotCompleted);
    return reply.code(201).send(status.order);
  });
};

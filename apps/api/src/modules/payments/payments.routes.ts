import {
  createPaymentResponseSchema,
  createPaymentSchema,
  paymentStatusResponseSchema,
  paymentWebhookResponseSchema,
} from '@campus-threads/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { PaymentsService } from './payments.service';

type Options = {
  payments: PaymentsService;
  /** Runs before a new payment is made, after the user is known (maintenance mode refuses it). */
  beforeNewPayment?: (request: FastifyRequest) => Promise<void>;
};

/** The signed-in shopper's payments: create one, ask how it went. */
const shopperRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { payments, beforeNewPayment },
) => {
  app.addHook('onRequest', app.requireUser);

  const newPaymentHooks = beforeNewPayment ? { onRequest: beforeNewPayment } : {};
  app.post(
    '/create',
    {
      ...newPaymentHooks,
      schema: { body: createPaymentSchema, response: { 201: createPaymentResponseSchema } },
    },
    async (request, reply) => {
      const created = await payments.create(
        currentUser(request).id,
        request.body,
        new Date(),
        request.ip,
      );
      return reply.code(201).send(created);
    },
  );

  // POST as the spec's client calls it (its body, the device's pending order, is not needed); GET too.
  for (const method of ['POST', 'GET'] as const) {
    app.route({
      method,
      url: '/status/:transactionId',
      schema: {
        params: z.object({ transactionId: z.string().min(1).max(64) }),
        response: { 200: paymentStatusResponseSchema },
      },
      handler: async (request) =>
        payments.checkStatus(request.params.transactionId, currentUser(request)),
    });
  }
};

/** Provider webhooks: the signature is checked over the body exactly as it was sent. */
const webhookRoutes: FastifyPluginAsyncZod<Options> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhook/:provider',
    {
      schema: {
        params: z.object({ provider: z.string().max(20) }),
        response: { 200: paymentWebhookResponseSchema },
      },
    },
    async (request) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name.toLowerCase(),
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      return payments.handleWebhook(
        request.params.provider,
        headers,
        typeof request.body === 'string' ? request.body : '',
      );
    },
  );
};

/** /api/payments */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { payments, beforeNewPayment },
) => {
  // Only these: passing the whole options object on would repeat its prefix.
  await app.register(shopperRoutes, { payments, beforeNewPayment });
  await app.register(webhookRoutes, { payments });
};

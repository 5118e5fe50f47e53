import {
  SIMULATOR_TOKEN_PARAM,
  simulatorPageSchema,
  simulatorSettleResponseSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/errors';
import { renderSimulatorPage } from './simulator-page';
import type { SimulatorProvider } from './simulator.provider';

const NOT_FOUND = 'Payment not found';
const params = z.object({ merchantOrderId: z.string().min(1).max(64) });
/** The page's token, in the query (the page's form action) or the body (its hidden field). */
const tokenField = { [SIMULATOR_TOKEN_PARAM]: z.string().max(200).optional() };

/**
 * GET /pay/simulator/{merchantOrderId}?simulatorToken=…: the hosted page (outside /api, like a
 * provider's site), shown only at the address the payment's redirectUrl gave (403 otherwise).
 */
export const simulatorPageRoutes: FastifyPluginAsync<{ simulator: SimulatorProvider }> = async (
  app,
  { simulator },
) => {
  app.get<{ Params: { merchantOrderId: string }; Querystring: Record<string, unknown> }>(
    '/pay/simulator/:merchantOrderId',
    { schema: { response: { 200: simulatorPageSchema } } },
    async (request, reply) => {
      const raw = request.query[SIMULATOR_TOKEN_PARAM];
      const token = typeof raw === 'string' ? raw : '';
      simulator.assertPageToken(request.params.merchantOrderId, token);
      const row = await simulator.find(request.params.merchantOrderId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const expired = row.state === 'PENDING' && row.expiresAt.getTime() <= Date.now();
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderSimulatorPage(
            { ...row, state: expired ? 'FAILED' : row.state },
            `/api/payments/simulator/${encodeURIComponent(row.merchantOrderId)}?${SIMULATOR_TOKEN_PARAM}=${encodeURIComponent(token)}`,
            token,
          ),
        );
    },
  );
};

/**
 * POST /api/payments/simulator/{merchantOrderId} with { outcome } (JSON, or the page's form) and
 * the page's simulatorToken (query or body; without it, or with another payment's, 403 and
 * nothing changes): settles the simulated payment and answers 303 to the shop's /payment-callback.
 */
export const simulatorApiRoutes: FastifyPluginAsyncZod<{ simulator: SimulatorProvider }> = async (
  app,
  { simulator },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  app.post(
    '/simulator/:merchantOrderId',
    {
      schema: {
        params,
        querystring: z.object(tokenField),
        body: z.object({ outcome: z.enum(['COMPLETED', 'FAILED', 'CANCELLED']), ...tokenField }),
        response: { 303: simulatorSettleResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.body[SIMULATOR_TOKEN_PARAM] ?? request.query[SIMULATOR_TOKEN_PARAM];
      const settled = await simulator.settle(
        request.params.merchantOrderId,
        request.body.outcome,
        token,
      );
      if (!settled) throw new AppError('NOT_FOUND', NOT_FOUND);
      return reply.redirect(settled.redirectUrl, 303);
    },
  );
};

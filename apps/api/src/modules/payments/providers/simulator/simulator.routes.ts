import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/errors';
import { renderSimulatorPage } from './simulator-page';
import type { SimulatorProvider } from './simulator.provider';

const NOT_FOUND = 'Payment not found';
const params = z.object({ merchantOrderId: z.string().min(1).max(64) });

/** GET /pay/simulator/{merchantOrderId}: the hosted page (outside /api, like a provider's site). */
export const simulatorPageRoutes: FastifyPluginAsync<{ simulator: SimulatorProvider }> = async (
  app,
  { simulator },
) => {
  app.get<{ Params: { merchantOrderId: string } }>(
    '/pay/simulator/:merchantOrderId',
    async (request, reply) => {
      const row = await simulator.find(request.params.merchantOrderId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const expired = row.state === 'PENDING' && row.expiresAt.getTime() <= Date.now();
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderSimulatorPage(
            { ...row, state: expired ? 'FAILED' : row.state },
            `/api/payments/simulator/${encodeURIComponent(row.merchantOrderId)}`,
          ),
        );
    },
  );
};

/**
 * POST /api/payments/simulator/{merchantOrderId} with { outcome } (JSON, or the page's form):
 * settles the simulated payment and answers 303 to the shop's /payment-callback.
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
      schema: { params, body: z.object({ outcome: z.enum(['COMPLETED', 'FAILED', 'CANCELLED']) }) },
    },
    async (request, reply) => {
      const settled = await simulator.settle(request.params.merchantOrderId, request.body.outcome);
      if (!settled) throw new AppError('NOT_FOUND', NOT_FOUND);
      return reply.redirect(settled.redirectUrl, 303);
    },
  );
};

import {
  payoutDetailsSchema,
  payoutDetailsUpdateSchema,
  sellerEarningsQuerySchema,
  sellerEarningsResponseSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import type { EarningsService } from './earnings.service';

/**
 * /api/sellers/me/*: a signed-in user's own earnings and payout details (every signed-in user may
 * sell, so anyone may ask; an account that never sold gets zeros). Guests get 401.
 */
export const sellerEarningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/me/earnings',
    {
      schema: {
        querystring: sellerEarningsQuerySchema,
        response: { 200: sellerEarningsResponseSchema },
      },
    },
    async (request) => earnings.forSeller(currentUser(request).id, request.query),
  );

  app.get(
    '/me/payout-details',
    { schema: { response: { 200: payoutDetailsSchema } } },
    async (request) => earnings.getPayoutDetails(currentUser(request).id),
  );

  app.put(
    '/me/payout-details',
    { schema: { body: payoutDetailsUpdateSchema, response: { 200: payoutDetailsSchema } } },
    async (request) => earnings.savePayoutDetails(currentUser(request).id, request.body.upiId),
  );
};

import { CATALOG_MESSAGES, designReviewSchema, isPresentId, tshirtListQuerySchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { DesignsService } from './designs.service';

const idParams = z.object({ id: z.string() });

export const tshirtsRoutes: FastifyPluginAsyncZod<{ designs: DesignsService }> = async (app, { designs }) => {
  app.get('/', { schema: { querystring: tshirtListQuerySchema } }, async (request) => designs.listTshirts(request.query));

  app.patch(
    '/admin/:id/status',
    { onRequest: app.requireAdmin, schema: { params: idParams, body: designReviewSchema } },
    async (request) => designs.reviewDesign(request.params.id, request.body),
  );

  app.get('/:id', { preHandler: app.identifyUser, schema: { params: idParams } }, async (request) => {
    if (!isPresentId(request.params.id)) throw new AppError('BAD_REQUEST', CATALOG_MESSAGES.invalidTshirtId);
    return designs.getTshirt(request.params.id, request.user);
  });
};

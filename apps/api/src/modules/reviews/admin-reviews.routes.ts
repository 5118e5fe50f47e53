import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  moderateReviewSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { ReviewsService } from './reviews.service';

/** /api/admin/reviews: the moderation tab (admins only). */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: moderateReviewSchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => reviews.moderate(currentUser(request), request.params.id, request.body),
  );
};

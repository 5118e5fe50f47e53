import {
  createdReviewSchema,
  createReviewSchema,
  myReviewsResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  publicReviewSchema,
  replyReviewSchema,
  sellerReviewsQuerySchema,
  sellerReviewsResponseSchema,
  type ProductType,
} from '@campus-threads/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../lib/auth-guard';
import type { ReadCache } from '../../lib/read-cache';
import type { ReviewsService } from './reviews.service';

const idParams = z.object({ id: z.string().max(100) });

/** /api/reviews: the buyer writes and lists their own; the product's seller replies. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/',
    {
      onRequest: app.requireUser,
      schema: { body: createReviewSchema, response: { 201: createdReviewSchema } },
    },
    async (request, reply) => {
      const created = await reviews.create(currentUser(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/mine',
    { onRequest: app.requireUser, schema: { response: { 200: myReviewsResponseSchema } } },
    async (request) => reviews.mine(currentUser(request).id),
  );

  app.post(
    '/:id/reply',
    {
      onRequest: app.requireUser,
      schema: {
        params: idParams,
        body: replyReviewSchema,
        response: { 200: publicReviewSchema },
      },
    },
    async (request) => reviews.reply(currentUser(request), request.params.id, request.body.text),
  );
};

/**
 * A product's approved reviews, beside its page: /api/tshirts/{id}/reviews and
 * /api/accessories/{accessoryId}/reviews (the parameter names of the catalogue's own routes), and
 * a seller's, beside their public page: /api/users/seller/{id}/reviews.
 * Guests share the read cache's answer, which moderation and replies drop (docs/decisions/0025).
 */
export const productReviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  reads: ReadCache;
}> = async (app, { reviews, reads }) => {
  const schema = {
    querystring: productReviewsQuerySchema,
    response: { 200: productReviewsResponseSchema },
  };
  const answer = (
    type: ProductType,
    id: string,
    request: FastifyRequest & { query: { page: number; limit: number } },
    reply: FastifyReply,
  ) => {
    if (request.user || bearerToken(request))
      return reviews.forProduct(type, id, request.query, request.user);
    return reads.serve(request, reply, () => reviews.forProduct(type, id, request.query, null));
  };

  app.get(
    '/tshirts/:id/reviews',
    { preHandler: app.identifyUser, schema: { ...schema, params: idParams } },
    async (request, reply) => answer('tshirt', request.params.id, request, reply),
  );

  // A seller's public page lists what buyers said of all their products.
  app.get(
    '/users/seller/:id/reviews',
    {
      preValidation: reads.answerHit,
      schema: {
        params: idParams,
        querystring: sellerReviewsQuerySchema,
        response: { 200: sellerReviewsResponseSchema },
      },
    },
    async (request, reply) =>
      reads.serve(request, reply, () => reviews.forSeller(request.params.id, request.query)),
  );

  app.get(
    '/accessories/:accessoryId/reviews',
    {
      preHandler: app.identifyUser,
      schema: { ...schema, params: z.object({ accessoryId: z.string().max(100) }) },
    },
    async (request, reply) => answer('accessory', request.params.accessoryId, request, reply),
  );
};

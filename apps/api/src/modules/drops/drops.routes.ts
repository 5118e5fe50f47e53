import {
  cancelDropSchema,
  createDropSchema,
  csvFileSchema,
  dropResponseSchema,
  dropSchema,
  ownerDropsQuerySchema,
  ownerDropsResponseSchema,
  type Drop,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { DropActor } from './cancel-drop';
import type { DropsService } from './drops.service';

/**
 * /api/drops (docs/decisions/0049). `/mine` is a static path, which Fastify matches before the
 * `/:slug` parameter whatever the order; it is registered first all the same, and no slug can be
 * "mine" (every slug ends in "-" and a random suffix).
 */
/** Cancelling a drop: the cancel-drop flow's (apps/api/src/flows), handed in by app/routes.ts. */
export type DropEventHandlers = {
  cancel(actor: DropActor, id: string, reason: string): Promise<Drop>;
};

export const dropsRoutes: FastifyPluginAsyncZod<{
  drops: DropsService;
  events: DropEventHandlers;
}> = async (app, { drops, events }) => {
  app.get(
    '/mine',
    {
      onRequest: app.requireUser,
      schema: { querystring: ownerDropsQuerySchema, response: { 200: ownerDropsResponseSchema } },
    },
    async (request) => drops.mine(currentUser(request).id, request.query),
  );

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      schema: { body: createDropSchema, response: { 201: dropSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await drops.open(currentUser(request), request.body)),
  );

  // A signed-in reader is told their own joins (`mine`, decision 0054).
  app.get(
    '/:slug',
    {
      preHandler: app.identifyUser,
      schema: {
        params: z.object({ slug: z.string() }),
        response: { 200: dropResponseSchema },
      },
    },
    async (request) => drops.bySlug(request.params.slug, request.user?.id ?? null),
  );

  // The size tally and buyers of a drop, for its owner or an admin (drop-sizes-csv.ts).
  app.get(
    '/:id/sizes.csv',
    {
      onRequest: app.requireUser,
      schema: { params: z.object({ id: z.string() }), response: { 200: csvFileSchema } },
    },
    async (request, reply) => {
      const { fileName, csv } = await drops.sizesCsv(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        params: z.object({ id: z.string() }),
        body: cancelDropSchema,
        response: { 200: dropSchema },
      },
    },
    async (request) => events.cancel(currentUser(request), request.params.id, request.body.reason),
  );
};

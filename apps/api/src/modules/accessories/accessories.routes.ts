import {
  ACCESSORY_FORM_MESSAGES,
  accessoryCategoriesResponseSchema,
  accessoryDeletedResponseSchema,
  accessoryListQuerySchema,
  accessoryListResponseSchema,
  accessorySchema,
  accessorySubcategoriesResponseSchema,
  accessoryWriteSchema,
  adminAccessoryListResponseSchema,
  CATALOG_MESSAGES,
  isPresentId,
} from '@campus-threads/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { AccessoriesService } from './accessories.service';
import type { ReadCache } from '../../lib/read-cache';

/** How long a guest's accessory answer (with its stock) is kept. */
export const ACCESSORY_STOCK_TTL_MS = 5_000;

export const accessoriesRoutes: FastifyPluginAsyncZod<{
  accessories: AccessoriesService;
  reads: ReadCache;
}> = async (app, { accessories, reads }) => {
  // Guests share cached answers (ETag, 304); a signed-in reader may see more (their own
  // inactive accessories) and is answered from the database.
  const signedIn = (request: FastifyRequest) => Boolean(request.user || bearerToken(request));
  // Stock moves with every purchase, which does not go through the catalogue's writes: answers
  // that show it are kept a few seconds only (docs/decisions/0025).
  const stockShown = { ttlMs: ACCESSORY_STOCK_TTL_MS };

  app.get(
    '/',
    {
      preHandler: app.identifyUser,
      schema: {
        querystring: accessoryListQuerySchema,
        response: { 200: accessoryListResponseSchema },
      },
    },
    async (request, reply) =>
      signedIn(request)
        ? accessories.listAccessories(request.query, request.user)
        : reads.serve(
            request,
            reply,
            () => accessories.listAccessories(request.query, null),
            stockShown,
          ),
  );

  app.get(
    '/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: accessoryListQuerySchema,
        response: { 200: adminAccessoryListResponseSchema },
      },
    },
    async (request) => accessories.listForAdmin(request.query),
  );

  app.get(
    '/categories',
    {
      preValidation: reads.answerHit,
      schema: { response: { 200: accessoryCategoriesResponseSchema } },
    },
    async (request, reply) =>
      reads.serve(request, reply, async () => ({ categories: await accessories.listCategories() })),
  );

  app.get(
    '/subcategories/:category',
    {
      preValidation: reads.answerHit,
      schema: {
        params: z.object({ category: z.string().trim().min(1).max(50) }),
        response: { 200: accessorySubcategoriesResponseSchema },
      },
    },
    async (request, reply) =>
      reads.serve(request, reply, async () => ({
        subcategories: await accessories.listSubcategories(request.params.category),
      })),
  );

  const idParams = z.object({ accessoryId: z.string().max(100) });

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      schema: { body: accessoryWriteSchema, response: { 201: accessorySchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return accessories.createForSeller(currentUser(request), request.body);
    },
  );

  app.put(
    '/:accessoryId',
    {
      onRequest: app.requireUser,
      schema: { params: idParams, body: accessoryWriteSchema, response: { 200: accessorySchema } },
    },
    async (request) =>
      accessories.updateAccessory(request.params.accessoryId, currentUser(request), request.body),
  );

  app.delete(
    '/:accessoryId',
    {
      onRequest: app.requireUser,
      schema: { params: idParams, response: { 200: accessoryDeletedResponseSchema } },
    },
    async (request) => {
      await accessories.deleteAccessory(request.params.accessoryId, currentUser(request));
      return { success: true, message: ACCESSORY_FORM_MESSAGES.deleted };
    },
  );

  app.get(
    '/:accessoryId',
    {
      preHandler: app.identifyUser,
      schema: {
        params: z.object({ accessoryId: z.string() }),
        response: { 200: accessorySchema },
      },
    },
    async (request, reply) => {
      const { accessoryId } = request.params;
      if (!isPresentId(accessoryId))
        throw new AppError('BAD_REQUEST', CATALOG_MESSAGES.invalidAccessoryId);
      if (signedIn(request)) return accessories.getAccessory(accessoryId, request.user);
      return reads.serve(
        request,
        reply,
        () => accessories.getAccessory(accessoryId, null),
        stockShown,
      );
    },
  );
};

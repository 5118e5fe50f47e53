import {
  ACCESSORY_FORM_MESSAGES,
  accessoryListQuerySchema,
  accessoryWriteSchema,
  CATALOG_MESSAGES,
  isPresentId,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { AccessoriesService } from './accessories.service';

export const accessoriesRoutes: FastifyPluginAsyncZod<{ accessories: AccessoriesService }> = async (
  app,
  { accessories },
) => {
  app.get(
    '/',
    { preHandler: app.identifyUser, schema: { querystring: accessoryListQuerySchema } },
    async (request) => accessories.listAccessories(request.query, request.user),
  );

  app.get(
    '/admin',
    { onRequest: app.requireAdmin, schema: { querystring: accessoryListQuerySchema } },
    async (request) => accessories.listForAdmin(request.query),
  );

  app.get('/categories', async () => ({ categories: await accessories.listCategories() }));

  app.get(
    '/subcategories/:category',
    { schema: { params: z.object({ category: z.string().trim().min(1).max(50) }) } },
    async (request) => ({
      subcategories: await accessories.listSubcategories(request.params.category),
    }),
  );

  const idParams = z.object({ accessoryId: z.string().max(100) });

  app.post(
    '/',
    { onRequest: app.requireUser, schema: { body: accessoryWriteSchema } },
    async (request, reply) => {
      reply.code(201);
      return accessories.createForSeller(currentUser(request), request.body);
    },
  );

  app.put(
    '/:accessoryId',
    { onRequest: app.requireUser, schema: { params: idParams, body: accessoryWriteSchema } },
    async (request) =>
      accessories.updateAccessory(request.params.accessoryId, currentUser(request), request.body),
  );

  app.delete(
    '/:accessoryId',
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => {
      await accessories.deleteAccessory(request.params.accessoryId, currentUser(request));
      return { success: true, message: ACCESSORY_FORM_MESSAGES.deleted };
    },
  );

  app.get(
    '/:accessoryId',
    { preHandler: app.identifyUser, schema: { params: z.object({ accessoryId: z.string() }) } },
    async (request) => {
      const { accessoryId } = request.params;
      if (!isPresentId(accessoryId))
        throw new AppError('BAD_REQUEST', CATALOG_MESSAGES.invalidAccessoryId);
      return accessories.getAccessory(accessoryId, request.user);
    },
  );
};

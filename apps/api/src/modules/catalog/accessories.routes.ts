import { accessoryListQuerySchema, CATALOG_MESSAGES, isPresentId } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { AccessoriesService } from './accessories.service';

export const accessoriesRoutes: FastifyPluginAsyncZod<{ accessories: AccessoriesService }> = async (
  app,
  { accessories },
) => {
  app.get('/', { preHandler: app.identifyUser, schema: { querystring: accessoryListQuerySchema } }, async (request) =>
    accessories.listAccessories(request.query, request.user),
  );

  app.get('/categories', async () => ({ categories: await accessories.listCategories() }));

  app.get(
    '/subcategories/:category',
    { schema: { params: z.object({ category: z.string().trim().min(1).max(50) }) } },
    async (request) => ({ subcategories: await accessories.listSubcategories(request.params.category) }),
  );

  app.get(
    '/:accessoryId',
    { preHandler: app.identifyUser, schema: { params: z.object({ accessoryId: z.string() }) } },
    async (request) => {
      const { accessoryId } = request.params;
      if (!isPresentId(accessoryId)) throw new AppError('BAD_REQUEST', CATALOG_MESSAGES.invalidAccessoryId);
      return accessories.getAccessory(accessoryId, request.user);
    },
  );
};

import { adminDropsQuerySchema, adminDropsResponseSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DropsService } from './drops.service';

/** /api/admin/drops: every drop, newest first, of one status when asked (admins only). */
export const adminDropsRoutes: FastifyPluginAsyncZod<{ drops: DropsService }> = async (
  app,
  { drops },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: adminDropsQuerySchema, response: { 200: adminDropsResponseSchema } },
    },
    async (request) => drops.all(request.query),
  );
};

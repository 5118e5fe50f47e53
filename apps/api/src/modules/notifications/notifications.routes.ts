import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { NotificationsService } from './notifications.service';

/** /api/notifications: the signed-in user's own, newest first; others' ids are 404. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/', async (request) => notifications.list(currentUser(request).id));

  app.patch('/read-all', async (request) => ({
    success: true,
    updated: await notifications.markAllRead(currentUser(request).id),
  }));

  app.patch('/:id/read', { schema: { params: z.object({ id: z.string() }) } }, async (request) =>
    notifications.markRead(currentUser(request).id, request.params.id),
  );
};
